import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A team's built web folder for API tests, as `npm run build` leaves it but empty: `dist` with a federation.json and
 * manifest naming no page, `dist-server/pages.cjs` rendering none. The page render (POST /internal/page-html) then
 * answers as in a built store (404 for a page type it does not render) instead of 503 "not built". Its `dist` path.
 */
export function emptyBuiltRemote(team: string): string {
  const web = join(tmpdir(), `storefront-test-remote-${team}-${process.pid}`);
  mkdirSync(join(web, 'dist'), { recursive: true });
  mkdirSync(join(web, 'dist-server'), { recursive: true });
  writeFileSync(join(web, 'dist', 'federation.json'), JSON.stringify({ components: {}, slots: {} }));
  writeFileSync(join(web, 'dist', 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
  writeFileSync(join(web, 'dist-server', 'pages.cjs'), 'exports.renderPage = () => null;\n');
  return join(web, 'dist');
}
