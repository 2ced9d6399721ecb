// Lighthouse figures of issue 14: each page type of the running store under the mobile preset (Lighthouse's default
// config) and the desktop preset, performance and accessibility only, each figure the median of 3 runs. Every page
// and preset gets a fresh Chromium profile; a page `withItemInCart` is seen by a shopper with one item in the cart.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchDebuggableChromium } from './debuggable-chromium.mjs';
import { median } from './percentile.mjs';
import { aShopper, addToCart } from './shopper.mjs';

const presets = [
  { preset: 'mobile', config: undefined },
  { preset: 'desktop', config: desktopConfig },
];
const runs = 3;
const flags = { hostname: '127.0.0.1', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

const score = (category) => (category.score === null ? null : Math.round(category.score * 100));

const rounding = { performanceScore: 0, accessibilityScore: 0, lcpMs: 0, tbtMs: 0, cls: 3, scriptTransferBytes: 0, scriptRequests: 0 };
const rounded = (value, figure) => (Number.isFinite(value) ? +value.toFixed(rounding[figure]) : null);

/** The figures of one Lighthouse report (lhr); a run that failed has a runtimeError and null figures. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const measured = {
    performanceScore: score(lhr.categories.performance),
    accessibilityScore: score(lhr.categories.accessibility),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
  };
  return {
    ...Object.fromEntries(Object.entries(measured).map(([figure, value]) => [figure, rounded(value, figure)])),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
  };
}

/** Each figure's median over the runs that measured it (null if none did). */
function medians(perRun) {
  return Object.fromEntries(
    Object.keys(rounding).map((figure) => {
      const values = perRun.map((run) => run[figure]).filter(Number.isFinite);
      return [figure, values.length === 0 ? null : median(values)];
    }),
  );
}

/** One run's figures; a run Lighthouse could not measure (a runtime error) is tried again, up to `attempts` times. */
async function measuredRun(url, port, config, failures, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { ...flags, port }, config);
    const measured = { ...figures(lhr), benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
    if (!measured.runtimeError || attempt === attempts) return measured;
    failures.push(measured.runtimeError);
  }
}

async function audit(gateway, page, { preset, config }, cartCode, progress) {
  const chromium = await launchDebuggableChromium();
  try {
    if (page.withItemInCart) {
      const shopper = await aShopper(gateway);
      await addToCart(gateway, shopper, cartCode);
      await chromium.addCookies(gateway, shopper.setCookies);
    }
    const perRun = [];
    const retriedErrors = [];
    for (let run = 1; run <= runs; run++) {
      const measured = await measuredRun(`${gateway}${page.url}`, chromium.port, config, retriedErrors);
      perRun.push(measured);
      progress(`${page.type} ${page.url} (${preset}) run ${run}/${runs}: ${summaryLine(measured)}`);
    }
    // benchmarkIndex: Lighthouse's measure of this machine's CPU speed at the time (higher is faster).
    const benchmarkIndex = median(perRun.map((run) => run.benchmarkIndex));
    return { page: page.type, url: page.url, preset, runs, ...medians(perRun), benchmarkIndex, perRun, retriedErrors };
  } finally {
    await chromium.close();
  }
}

/** One line of figures, as the bench prints them. */
export function summaryLine(figures) {
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
  return (
    `performance ${figures.performanceScore ?? 'n/a'}, accessibility ${figures.accessibilityScore ?? 'n/a'}, ` +
    `LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${Number.isFinite(figures.cls) ? figures.cls.toFixed(3) : 'n/a'}, ` +
    `JS ${(figures.scriptTransferBytes / 1024).toFixed(1)} KB in ${figures.scriptRequests} scripts` +
    (figures.runtimeError ? ` (runtime error: ${figures.runtimeError})` : '')
  );
}

/**
 * Lighthouse on each of `pages` ({ type, url, withItemInCart }) with each preset; `cartCode` is the variant put in
 * the cart. Runs one at a time (Lighthouse measures CPU time) and prints each run as it ends.
 */
export async function lighthouseFigures(gateway, pages, cartCode) {
  const total = pages.length * presets.length * runs;
  let done = 0;
  const progress = (line) => console.log(`lighthouse ${(done += 1)}/${total}: ${line}`);
  const results = [];
  for (const page of pages) {
    for (const preset of presets) results.push(await audit(gateway, page, preset, cartCode, progress));
  }
  return results;
}
