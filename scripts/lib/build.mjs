// Builds the browser and server bundles (shell and every team's remote) when their sources changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { run } from './run.mjs';

// A remote's inputs include its team's contract/ (web/ takes its types): a change there builds the remote again.
export const webBuilds = [
  { name: 'shell', dir: 'shell', inputs: ['shell/src', 'shell/webpack.config.js', 'platform/src', 'platform/build', 'package-lock.json'] },
  {
    name: 'catalog remote',
    dir: 'mf-catalog/web',
    inputs: ['mf-catalog/web/src', 'mf-catalog/contract', 'mf-catalog/web/webpack.config.js', 'mf-catalog/web/federation.json', 'platform/src', 'platform/build', 'package-lock.json'],
  },
  {
    name: 'cart-checkout remote',
    dir: 'mf-cart-checkout/web',
    inputs: ['mf-cart-checkout/web/src', 'mf-cart-checkout/contract', 'mf-cart-checkout/web/webpack.config.js', 'mf-cart-checkout/web/federation.json', 'platform/src', 'platform/build', 'package-lock.json'],
  },
  {
    name: 'account remote',
    dir: 'mf-account/web',
    inputs: ['mf-account/web/src', 'mf-account/contract', 'mf-account/web/webpack.config.js', 'mf-account/web/federation.json', 'platform/src', 'platform/build', 'package-lock.json'],
  },
  {
    name: 'social remote',
    dir: 'mf-social/web',
    inputs: ['mf-social/web/src', 'mf-social/contract', 'mf-social/web/webpack.config.js', 'mf-social/web/federation.json', 'platform/src', 'platform/build', 'package-lock.json'],
  },
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    yield* files(join(path, entry.name));
  }
}

function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  // A build with source maps (SOURCE_MAPS=1) and one without are different builds.
  hash.update(`SOURCE_MAPS=${process.env.SOURCE_MAPS === '1' ? 1 : 0}\n`);
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** The builds whose sources changed since their last build (all of them with `force`), with their new source hashes. */
function outdatedBuilds(root, force) {
  return webBuilds.flatMap((build) => {
    const stamp = join(root, build.dir, 'dist', '.source-hash');
    const hash = sourceHash(root, build.inputs);
    // Every build emits a server bundle beside its browser one (dist-server): both or neither are up to date.
    const serverBundle = join(root, build.dir, 'dist-server');
    if (!force && existsSync(stamp) && existsSync(serverBundle) && readFileSync(stamp, 'utf8') === hash) return [];
    return [{ ...build, stamp, hash }];
  });
}

/**
 * Builds what changed, `sideBySide` builds at a time: with one per core, the four builds take about a sixth less time
 * (webpack keeps one core busy and a second now and then). `buffered`: each build's output is written once it ends,
 * so that lines run side by side do not mix.
 */
export async function ensureBuilt(root, { force = false, sideBySide = availableParallelism(), buffered = sideBySide > 1 } = {}) {
  const waiting = outdatedBuilds(root, force);
  async function builder() {
    for (let build = waiting.shift(); build; build = waiting.shift()) {
      console.log(`Building ${build.name}…`);
      await run(join(root, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: join(root, build.dir), buffered });
      writeFileSync(build.stamp, build.hash);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, sideBySide) }, builder));
}
