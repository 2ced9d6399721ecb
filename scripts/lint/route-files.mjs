// Route files hold the HTTP part of a feature (input, access, answer); its queries live in the feature's data module
// (a repository, a `*-store.ts`, …) as small named functions. The check (route-files.test.ts) finds SQL in route files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, stringsIn } from './source-text.mjs';
import { teamFolders } from './team-folders.js';

// SQL as the tree writes it: keywords in capitals, in a string or a template.
const sqlStatement = /\b(SELECT|INSERT\s+INTO|UPDATE\s+[a-z_]+(\s+[a-z_]+)?\s+SET|DELETE\s+FROM|WITH\s+[a-z_]+\s+AS\s*\()/;

/** The string and template literals of a script that hold SQL; comments do not count. */
export function sqlIn(source, fileName = 'route.ts') {
  return sqlStatement.test(source) ? stringsIn(source, fileName).filter((text) => sqlStatement.test(text)) : [];
}

/** A route file: its name ends in `-route.ts` or `-routes.ts`. */
export const isRouteFile = (file) => /-routes?\.ts$/.test(path.basename(file));

/** The route files of the team servers (`mf-*` /api/src) and of the gateway (gateway/src), relative to `root`. */
export function routeFiles(root) {
  const servers = teamFolders(root)
    .map((team) => path.join(team, 'api', 'src'))
    .concat([path.join('gateway', 'src')])
    .filter((folder) => existsSync(path.join(root, folder)));
  return filesUnder(root, servers, ['.ts']).filter(isRouteFile);
}

/** Each route file of the tree that holds SQL, with the first line of its first statement. */
export function routeFilesWithSql(root) {
  return routeFiles(root).flatMap((file) => {
    const [first] = sqlIn(readFileSync(path.join(root, file), 'utf8'), file);
    return first === undefined ? [] : [`${file}: ${first.trim().split('\n')[0]}`];
  });
}
