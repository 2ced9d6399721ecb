// `npm start`: installs what is missing, builds the browser bundles if their sources changed, starts the whole store.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { storeIdentitySecret } from './lib/identity-secret.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

await ensureInstalled(root);
await ensureBuilt(root);
const { startStore } = await import('./lib/store.mjs');
const store = await startStore({ root, basePort: Number(process.env.PORT ?? 8080), identitySecret: storeIdentitySecret(root) });
console.log(`\nThe store is ready at ${store.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl+C stops it.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await store.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
