// `npm run catalog:import -- <file> [options]`: installs what is missing, then runs the catalog's import command
// (mf-catalog/api/src/import/catalog-import-cli.ts) with the same database settings as `npm start`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeIdentitySecret } from './lib/identity-secret.mjs';
import { ensureInstalled } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await ensureInstalled(root);
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'mf-catalog/api/src/import/catalog-import-cli.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'mf-catalog/api'),
  stdio: 'inherit',
  // The running store's secret: its catalog server takes the import only from a service identity signed with it.
  env: { ...process.env, IDENTITY_SECRET: storeIdentitySecret(root), INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
