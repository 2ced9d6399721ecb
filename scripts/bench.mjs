// `npm run bench`: the figures of the issues, measured in one run on a freshly started store: cold start time,
// JS bytes as served (brotli) that the start, product and checkout pages load, in all and before they are
// interactive, client navigation from the start page to a product page (bench/client-navigation.mjs), Lighthouse on
// each page type, mobile and desktop (bench/lighthouse.mjs), page JSON latency through the gateway and direct, cart
// update and complete-purchase latency at 50 concurrent shoppers (calling without pause, and pausing as people do),
// orders per second until the first error, product page and search latency while the Sephora feed is imported into
// the running store (bench/import-while-shopping.mjs), team Social's feed, reviews, hashtag pages and post creation with
// 10,000 synthetic members and 100,000 posts (bench/social-scale.mjs), and the catalog's import, search and autocomplete
// figures at the Sephora feed's size and ten times it (bench/catalog-search.mjs).
//
// BENCH_ONLY=lighthouse,navigation (a comma-separated list of javascript, navigation, lighthouse, latency, purchase,
// import, social, search) measures only those parts; the store is still started fresh, and its cold start time is always reported.
// With DATABASE_URL set, the team servers run on that PostgreSQL instead of their embedded databases.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { noteInteractivity, scriptLoads } from '../e2e/support/script-loads.ts';
import { signIdentity } from '../platform/src/server/identity.ts';
import { catalogSearchFigures } from './bench/catalog-search.mjs';
import { concurrentPageFigures } from './bench/concurrent-pages.mjs';
import { buyableCodes, ordersPerSecond, pausingShopperLatency, purchaseLatency } from './bench/checkout.mjs';
import { clientNavigationFigures } from './bench/client-navigation.mjs';
import { importWhileShopping } from './bench/import-while-shopping.mjs';
import { lighthouseFigures, summaryLine } from './bench/lighthouse.mjs';
import { percentile } from './bench/percentile.mjs';
import { socialScaleFigures } from './bench/social-scale.mjs';
import { pageTypes, productUrls as startPageProducts } from './bench/store-pages.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { storeIdentitySecret } from './lib/identity-secret.mjs';
import { storePorts } from './lib/store.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const basePort = 28080;
const ports = storePorts(basePort);
const gateway = `http://127.0.0.1:${ports.gateway}`;
const results = {};

const allParts = ['javascript', 'navigation', 'lighthouse', 'latency', 'purchase', 'import', 'social', 'search'];
const parts = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((part) => part.trim()) : allParts;
const unknownParts = parts.filter((part) => !allParts.includes(part));
if (unknownParts.length > 0) throw new Error(`BENCH_ONLY: no part named ${unknownParts.join(', ')} (the parts: ${allParts.join(', ')})`);
const measures = (part) => parts.includes(part);
results.parts = parts;

const catalogDataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-catalog-'));

async function coldStart() {
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(basePort),
      // The bench is one address making thousands of calls: the per-address limit would answer 429.
      RATE_LIMIT_PER_MINUTE: '10000000',
      CATALOG_DATA_DIR: catalogDataDir,
      CART_CHECKOUT_DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-bench-cart-')),
      // Fresh too: the social figures write 100,000 synthetic posts, never into a developer's own store.
      ACCOUNT_DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-bench-account-')),
      SOCIAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-bench-social-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('The store is ready') && resolve());
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  return { child, seconds: (Date.now() - started) / 1000 };
}

/** The shell build's report of which of its scripts are mostly library code (React, RxJS, federation runtime). */
const shellParts = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'bundle-parts.json'), 'utf8'));

/** Which part of the store a script (its path) belongs to: the shell, the shared libraries, or a team's remote. */
function scriptPart(path) {
  if (path.startsWith('/remotes/')) return 'remotes';
  return shellParts[path.replace('/shell/', '')] === 'libraries' ? 'shared libraries' : 'shell';
}

/**
 * The JavaScript a page loads by itself on a phone-sized window until the network is idle, in bytes as served (the
 * brotli transfer, as resource timing reports it), and the part of it requested before the page is interactive.
 */
async function javaScriptBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await noteInteractivity(page);
  await page.goto(`${gateway}${url}`, { waitUntil: 'networkidle' });
  // The same reading as the budget test's (e2e/support/script-loads.ts).
  const loads = await scriptLoads(page);
  await context.close();
  const parts = { shell: 0, 'shared libraries': 0, remotes: 0 };
  for (const load of loads) parts[scriptPart(load.path)] += load.transferSize;
  const files = loads.map((load) => ({ path: load.path, bytes: load.transferSize, beforeInteractive: load.beforeInteractive }));
  const first = files.filter((file) => file.beforeInteractive);
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  return {
    url,
    servedBytes: sum(files),
    requests: files.length,
    beforeInteractive: { bytes: sum(first), requests: first.length },
    parts,
    files: files.sort((a, b) => b.bytes - a.bytes),
  };
}

async function latency(label, url, headers, count = 400) {
  const timings = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url(i), { headers: headers() });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { label, requests: count, p50ms: +percentile(timings, 50).toFixed(2), p99ms: +percentile(timings, 99).toFixed(2) };
}

const start = await coldStart();
results.coldStartSeconds = start.seconds;
// `DATABASE_URL=postgres://... npm run bench` measures the store on that PostgreSQL (the team servers inherit it).
results.database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
try {
  const productUrls = await startPageProducts(gateway);
  if (measures('javascript') || measures('navigation')) {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    if (measures('javascript')) {
      results.javaScript = [
        await javaScriptBytes(browser, '/'),
        await javaScriptBytes(browser, productUrls[0]),
        await javaScriptBytes(browser, '/checkout'),
      ];
    }
    if (measures('navigation')) results.clientNavigation = await clientNavigationFigures(browser, gateway);
    await browser.close();
  }

  const codes = measures('lighthouse') || measures('purchase') ? await buyableCodes(gateway, productUrls) : [];
  // Before the load below: Lighthouse sees the store as a shopper would, not one busy with thousands of orders.
  if (measures('lighthouse')) results.lighthouse = await lighthouseFigures(gateway, await pageTypes(gateway, productUrls), codes[0]);

  if (measures('latency')) {
    const json = () => ({ accept: 'application/json' });
    const identity = () => ({ 'x-storefront-identity': signIdentity({ userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() }, storeIdentitySecret(root)) });
    const product = (i) => productUrls[i % productUrls.length];
    await latency('warm-up', (i) => `${gateway}${product(i)}`, json, 40);
    results.productPageJson = [
      await latency('through the gateway', (i) => `${gateway}${product(i)}`, json),
      await latency('straight from the catalog server', (i) => `http://127.0.0.1:${ports.catalog}/page${product(i)}`, identity),
    ];
    results.productPagesUnderLoad = await concurrentPageFigures(gateway, productUrls);
    for (const figure of results.productPagesUnderLoad) {
      console.log(`${figure.label} through the gateway at ${figure.concurrentClients} clients: ${figure.requestsPerSecond} req/s, p50 ${figure.p50ms} ms, p99 ${figure.p99ms} ms`);
    }
  }

  if (measures('purchase')) {
    results.purchase = await purchaseLatency(gateway, codes);
    results.purchaseWarm = await purchaseLatency(gateway, codes, { warmUp: false, firstShopper: 100 });
    results.purchasePausing = await pausingShopperLatency(gateway, codes);
    results.ordersPerSecond = await ordersPerSecond(gateway, codes);
  }

  if (measures('import')) {
    // The import command finds the running catalog server through its data folder, and signs with the store's secret.
    const env = { CATALOG_DATA_DIR: catalogDataDir, IDENTITY_SECRET: storeIdentitySecret(root) };
    const feed = join(root, '..', 'shared', 'data', 'catalog', 'sephora-products.csv');
    results.importWhileShopping = [];
    // BENCH_IMPORT_MULTIPLES=1 measures the feed's own size only (the ten-fold import takes minutes).
    const multiples = (process.env.BENCH_IMPORT_MULTIPLES ?? '1,10').split(',').map(Number);
    for (const multiple of multiples) results.importWhileShopping.push(await importWhileShopping({ root, gateway, env, feed, productUrls, multiple }));
  }

  // Last on the running store: it leaves 100,000 posts in it.
  if (measures('social')) results.social = await socialScaleFigures({ root, socialUrl: `http://127.0.0.1:${ports.social}`, secret: storeIdentitySecret(root) });
} finally {
  start.child.kill('SIGTERM');
}
// After the store has stopped: the search figures run their own catalog servers on fresh embedded databases.
if (measures('search')) results.catalogSearch = await catalogSearchFigures(root);

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench', 'results.json'), JSON.stringify(results, null, 2));
console.log(`database: ${results.database}`);
console.log(`cold npm start: ${results.coldStartSeconds.toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'fresh embedded database'}, demo data seeded, bundles already built)`);
if (results.javaScript) {
  const kb = (n) => (n / 1024).toFixed(1);
  for (const js of results.javaScript) {
    console.log(
      `JS as served (brotli) for ${js.url}: ${kb(js.servedBytes)} KB in ${js.requests} requests, ${kb(js.beforeInteractive.bytes)} KB in ${js.beforeInteractive.requests} before it is interactive (shell ${kb(js.parts.shell)}, shared libraries ${kb(js.parts['shared libraries'])}, remotes ${kb(js.parts.remotes)})`,
    );
  }
  const [startJs, , checkoutJs] = results.javaScript;
  const onStartPage = new Set(startJs.files.map((file) => file.path));
  const checkoutOnly = checkoutJs.files.filter((file) => !onStartPage.has(file.path));
  console.log(
    `JS the checkout page loads beyond the start page's: ${kb(checkoutOnly.reduce((sum, file) => sum + file.bytes, 0))} KB as served (${checkoutOnly.map((file) => file.path).join(', ')})`,
  );
}
if (results.clientNavigation) {
  const nav = results.clientNavigation;
  console.log(`client navigation, click on a start page product link → product heading visible: median ${nav.medianMs} ms, p90 ${nav.p90Ms} ms (${nav.navigations} products)`);
}
for (const audit of results.lighthouse ?? []) {
  console.log(`Lighthouse ${audit.preset} ${audit.page} (${audit.url}), median of ${audit.runs}: ${summaryLine(audit)}`);
}
for (const l of results.productPageJson ?? []) console.log(`product page JSON ${l.label}: p50 ${l.p50ms} ms, p99 ${l.p99ms} ms (${l.requests} requests)`);
if (results.purchase) {
  for (const [round, figures] of [['first round after start', results.purchase], ['second round', results.purchaseWarm]]) {
    if (!figures) continue;
    for (const l of [figures.cartUpdate, figures.completePurchase]) {
      console.log(`${l.label} at ${figures.concurrentShoppers} concurrent shoppers, ${round}: p50 ${l.p50ms} ms, p99 ${l.p99ms} ms (${l.requests} requests)`);
    }
    console.log(`${round}: ${figures.updatesPerSecond} updates/s, ${figures.ordersPerSecond} orders/s (${figures.seconds} s)`);
    console.log(`purchases at ${figures.concurrentShoppers} shoppers, ${round}: ${figures.orders} orders, ${figures.refusals.length} refused by the shop (${figures.refusals.join(' | ') || 'none'})`);
  }
  for (const figures of results.purchasePausing ?? []) {
    const [update, purchase] = [figures.cartUpdate, figures.completePurchase];
    console.log(
      `${figures.concurrentShoppers} shoppers pausing ${figures.pauseMs} ms on average between calls: /cart/update p50 ${update.p50ms} ms, p99 ${update.p99ms} ms (${update.requests}); ` +
        `complete-purchase p50 ${purchase.p50ms} ms, p99 ${purchase.p99ms} ms (${purchase.requests}); ${figures.updatesPerSecond} updates/s, ${figures.ordersPerSecond} orders/s, ${figures.refusals.length} refused as sold out`,
    );
  }
  const rate = results.ordersPerSecond;
  console.log(`orders per second (${rate.concurrentShoppers} shoppers): ${rate.ordersPerSecond} (${rate.orders} orders in ${rate.seconds} s, ${rate.refusals} refused as sold out; first error: ${rate.firstError ? JSON.stringify(rate.firstError).slice(0, 300) : 'none'})`);
}
for (const run of results.importWhileShopping ?? []) {
  const line = (label, figure) => `${label} p50 ${figure.p50ms} ms, p99 ${figure.p99ms} ms, max ${figure.maxMs} ms (${figure.requests}, ${figure.errors} errors${figure.errors ? `: ${figure.firstErrors.join(', ')}` : ''})`;
  console.log(
    `during catalog:import of the Sephora feed x${run.multiple} (${run.importSeconds} s, exit ${run.exitCode}), ${run.clients} shoppers through the gateway: ` +
      `${line('product page', run.productPage)}; ${line('search page', run.searchPage)}; search right after the command returned for "${run.searchRightAfter.q}": ${run.searchRightAfter.status}, ${run.searchRightAfter.findsIt ? 'found' : 'NOT found'}`,
  );
}
if (results.social) {
  console.log(`social: ${results.social.synthetic.output} (the command: ${results.social.synthetic.seconds} s)`);
  for (const figure of results.social.figures) {
    console.log(`social ${figure.label}: p50 ${figure.p50ms} ms, p99 ${figure.p99ms} ms (${figure.requests} requests${figure.perSecond ? `, ${figure.perSecond}/s` : ''})`);
  }
}
if (Array.isArray(results.catalogSearch)) {
  for (const size of results.catalogSearch) {
    console.log(
      `catalog at ${size.products} products (Sephora feed x${size.multiple}): import ${size.import.seconds} s (${size.import.productsPerSecond} products/s, ${size.import.failed} rows refused); ` +
        `autocomplete p50 ${size.autocomplete.p50ms} ms, p99 ${size.autocomplete.p99ms} ms (${size.autocomplete.requests}); ` +
        `search p50 ${size.search.p50ms} ms, p99 ${size.search.p99ms} ms (${size.search.requests}); ` +
        `relevance: ${Math.round(size.relevanceTop3Share * 100)}% of ${size.relevanceQueries} queries have the expected product in the top 3`,
    );
  }
} else if (results.catalogSearch) console.log(`catalog search figures skipped: ${results.catalogSearch.skipped}`);
console.log('details: .bench/results.json');
