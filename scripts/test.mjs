// `npm test`: every test of the store. Type-check, the tree's rules (eslint.config.js), unit and API tests (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), the browser bundles, then the end-to-end journeys in Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const steps = [];
const runStarted = Date.now();

async function step(name, action, { besideOthers = false } = {}) {
  const started = Date.now();
  const entry = { name, ok: true, seconds: 0 };
  steps.push(entry);
  console.log(`\n=== ${name}${besideOthers ? ' (side by side: its output comes when it ends)' : ''}`);
  try {
    await action();
  } catch (error) {
    Object.assign(entry, { ok: false, error: String(error.message ?? error) });
  }
  entry.seconds = (Date.now() - started) / 1000;
  if (besideOthers) console.log(`\n=== ${entry.ok ? 'done' : 'FAILED'}: ${name} (${entry.seconds.toFixed(1)} s)`);
}

/** Steps that need one core each at most, run at the same time; each one's output is written once it ends. */
async function sideBySide(...parts) {
  await Promise.all(parts.map(([name, action]) => step(name, action, { besideOthers: true })));
}

function readCounts(file, pick) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

await step('install', () => ensureInstalled(root));
// The type-check and the rules each keep one core busy, and the bundles about one: run together they use both cores
// (about 130 s of CPU: locally 64 s instead of 88 one after another, in a clean-clone CI run 74 s instead of 80). The
// bundles are built before jest, which needs none of them.
await sideBySide(
  ['type-check (tsc --noEmit, whole tree)', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: root, buffered: true })],
  ['the tree’s rules (eslint: import zones, no cycles, file names)', () => run(bin('eslint'), ['.'], { cwd: root, buffered: true })],
  ['browser bundles (webpack)', () => ensureBuilt(root, { sideBySide: 1, buffered: true })],
);
await step('unit and API tests (jest)', () =>
  // One worker per core: jest's default (cores - 1) is one worker on a 2-core machine, and its main thread only waits.
  run(bin('jest'), ['--ci', `--maxWorkers=${availableParallelism()}`, '--json', `--outputFile=${join(results, 'jest.json')}`], { cwd: root }),
);
await step('end-to-end journeys (playwright, chromium)', async () => {
  await ensureChromium('headless');
  await run(bin('playwright'), ['test'], { cwd: join(root, 'e2e') });
});

const jest = readCounts(join(results, 'jest.json'), (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = readCounts(join(results, 'e2e.json'), (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected }));

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)${s.ok ? '' : `: ${s.error}`}`);
console.log(`whole run: ${((Date.now() - runStarted) / 1000).toFixed(1)} s (steps side by side count once)`);
console.log(`jest: ${jest.passed} passed, ${jest.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
const failedSteps = steps.filter((s) => !s.ok).length;
const failedTests = jest.failed + e2e.failed;
// A step that failed without a failing test (a type error, a broken build) still counts as a failure.
console.log(`${jest.passed + e2e.passed} passed, ${failedTests || failedSteps} failed`);
process.exit(failedSteps ? 1 : 0);
