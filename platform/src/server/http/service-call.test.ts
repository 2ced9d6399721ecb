import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** Where our servers' code lives: the gateway and every team's api. */
const serverFolders = readdirSync(root)
  .filter((name) => name === 'gateway' || name.startsWith('mf-'))
  .map((name) => join(root, name, name === 'gateway' ? 'src' : 'api/src'));
/** Calls whose answer is a few bytes, never compressed. */
const tinyAnswers = new Set(['gateway/src/health/team-health.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('/testing/'));
}

test('every call from one of our servers to another asks for a plain answer (serviceCallHeaders, or callTeam)', () => {
  const sources = serverFolders.flatMap(sourceFiles);
  const callers = sources.filter((file) => /\bfetch\(/.test(readFileSync(file, 'utf8')));
  // The teams' calls to each other go through the kit's callTeam, which sends serviceCallHeaders itself.
  const teamCallers = sources.filter((file) => /\bcallTeam\(/.test(readFileSync(file, 'utf8')));
  expect(callers.length).toBeGreaterThan(5);
  expect(teamCallers.length).toBeGreaterThanOrEqual(8);
  const forgetful = callers
    .map((file) => relative(root, file))
    .filter((file) => !tinyAnswers.has(file) && !readFileSync(join(root, file), 'utf8').includes('...serviceCallHeaders'));
  expect(forgetful).toEqual([]);
});
