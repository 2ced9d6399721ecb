// `npm run social:import -- <file>`: installs what is missing, then runs team Social's review import
// (mf-social/api/src/import/review-import-cli.ts) against the running store (`npm start`), with its secret.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeIdentitySecret } from './lib/identity-secret.mjs';
import { ensureInstalled } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await ensureInstalled(root);
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'mf-social/api/src/import/review-import-cli.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'mf-social/api'),
  stdio: 'inherit',
  // The running store's secret: its social server takes the rows only from the operator's identity signed with it.
  env: { ...process.env, IDENTITY_SECRET: storeIdentitySecret(root), INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
