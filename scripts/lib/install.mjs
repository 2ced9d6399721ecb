// Installs the workspace's npm dependencies when node_modules is missing or older than the lock file.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

export async function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
