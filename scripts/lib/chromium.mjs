// Debian's Chromium, installed with apt when it is missing and we are root. Two builds of the same engine:
// - the headless shell, for the end-to-end tests: it leaves out the desktop browser's window and compositing, which
//   makes a test about a sixth quicker on two cores;
// - the full browser, for the bench's Lighthouse, which measures a page as a shopper's browser renders it.
// CHROMIUM_PATH, when set, is used for both.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const builds = {
  headless: { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  full: { path: '/usr/bin/chromium', debianPackage: 'chromium' },
};

/** @param {'headless' | 'full'} build */
export const chromiumPath = (build = 'full') => process.env.CHROMIUM_PATH ?? builds[build].path;

/** @param {'headless' | 'full'} build */
export async function ensureChromium(build = 'full') {
  const path = chromiumPath(build);
  if (existsSync(path)) return path;
  const { debianPackage } = builds[build];
  if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0) {
    throw new Error(`No Chromium at ${path}: install it (apt-get install -y ${debianPackage}) or set CHROMIUM_PATH.`);
  }
  console.log(`Installing Chromium from Debian (apt-get install -y ${debianPackage})…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', debianPackage], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return path;
}
