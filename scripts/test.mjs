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

async function step(name, action) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await action();
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    steps.push({ name, ok: false, seconds: (Date.now() - started) / 1000, error: String(error.message ?? error) });
  }
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
await step('type-check (tsc --noEmit, whole tree)', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: root }));
await step('the tree’s rules (eslint: import zones, no cycles, file names)', () => run(bin('eslint'), ['.'], { cwd: root }));
await step('unit and API tests (jest)', () =>
  // One worker per core: jest's default (cores - 1) is one worker on a 2-core machine, and its main thread only waits.
  run(bin('jest'), ['--ci', `--maxWorkers=${availableParallelism()}`, '--json', `--outputFile=${join(results, 'jest.json')}`], { cwd: root }),
);
await step('browser bundles (webpack)', () => ensureBuilt(root));
await step('end-to-end journeys (playwright, chromium)', async () => {
  await ensureChromium('headless');
  await run(bin('playwright'), ['test'], { cwd: join(root, 'e2e') });
});

const jest = readCounts(join(results, 'jest.json'), (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = readCounts(join(results, 'e2e.json'), (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected }));

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)${s.ok ? '' : `: ${s.error}`}`);
console.log(`jest: ${jest.passed} passed, ${jest.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
const failedSteps = steps.filter((s) => !s.ok).length;
const failedTests = jest.failed + e2e.failed;
// A step that failed without a failing test (a type error, a broken build) still counts as a failure.
console.log(`${jest.passed + e2e.passed} passed, ${failedTests || failedSteps} failed`);
process.exit(failedSteps ? 1 : 0);
