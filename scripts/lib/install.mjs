// Installs the workspace's npm dependencies when the lock file or a package.json changed since the last install.
// `npm install` rather than `npm ci`: npm 11 writes lock files without other platforms' optional packages,
// which `npm ci` then refuses as out of sync; `npm install` still installs the locked versions.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

/** The root manifest and every workspace's (read from the root's `workspaces`, so a new team is never missed). */
function manifests(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['package.json', ...workspaces.map((dir) => `${dir}/package.json`)];
}

function installInputsHash(root) {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', ...manifests(root)]) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

export async function ensureInstalled(root) {
  const stamp = join(root, 'node_modules', '.storefront-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === installInputsHash(root)) return;
  console.log('Installing dependencies (npm install)…');
  await run('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(stamp, installInputsHash(root));
}
