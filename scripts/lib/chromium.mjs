// Finds Debian's Chromium for the end-to-end tests, installing it with apt when we are root and it is missing.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath())) return chromiumPath();
  if (process.getuid?.() !== 0) {
    throw new Error(`No Chromium at ${chromiumPath()}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log('Installing Chromium from Debian (apt-get install -y chromium)…');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return chromiumPath();
}
