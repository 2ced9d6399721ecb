// Issue 15's import figures: shoppers load product pages and search while `npm run catalog:import` of the Sephora
// feed runs against the running store (its catalog server imports it into the embedded database it holds). Reports
// product page and search latency p50/p99 and the errors during the import, the import's own time, and whether a
// search for a product of the feed answers from the new data as soon as the command has returned.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './percentile.mjs';

const clients = 4;
const searches = ['serum', 'mascara', 'parfym', 'läppstift', 'fuktkräm', 'foundation', 'rouge', 'solskydd'];

/** Percentiles of `timings` ([ms, seconds into the import]), and the three slowest with when they were asked. */
function summary(timings) {
  const sorted = [...timings].sort((a, b) => a[0] - b[0]);
  const ms = sorted.map(([time]) => time);
  return {
    requests: ms.length,
    p50ms: +percentile(ms, 50).toFixed(1),
    p99ms: +percentile(ms, 99).toFixed(1),
    maxMs: +(ms.at(-1) ?? 0).toFixed(1),
    slowest: sorted.slice(-3).reverse().map(([time, at]) => ({ ms: Math.round(time), atSecond: +at.toFixed(1) })),
  };
}

/** A product name from the feed's end (its last batch): search must find it once the import command has returned. */
function aFeedProductName(feed) {
  // The file's first columns: product_id,product_name,brand_id,brand_name; a plain name needs no CSV quoting.
  const lines = readFileSync(feed, 'utf8').split('\n').reverse();
  const match = lines.map((line) => /^P\d+,([A-Za-z][A-Za-z ]{11,39}),\d+,([^,"]+),/.exec(line)).find(Boolean);
  return { name: match[1], brand: match[2] };
}

async function timed(url) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    return { ms: performance.now() - started, ok: response.ok, status: response.status, body };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, status: String(error.name), body: '' };
  }
}

/**
 * Runs the import command with `env` (the store's catalog data folder and secret) and, while it runs, `clients`
 * shoppers each loading a product page and then a search page, again and again, through the gateway.
 */
export async function importWhileShopping({ root, gateway, env, feed, productUrls, multiple = 1 }) {
  const product = { page: [], errors: [] };
  const search = { page: [], errors: [] };
  const started = performance.now();
  const command = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'mf-catalog/api/src/import/catalog-import-cli.ts'), feed, ...(multiple > 1 ? ['--synthetic-multiple', String(multiple)] : [])],
    { cwd: join(root, 'mf-catalog/api'), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  command.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const exited = new Promise((resolve) => command.on('exit', (code) => resolve(code)));
  let running = true;
  exited.then(() => (running = false));
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = client; running; round++) {
        const pageAt = (performance.now() - started) / 1000;
        const page = await timed(`${gateway}${productUrls[round % productUrls.length]}`);
        (page.ok ? product.page : product.errors).push(page.ok ? [page.ms, pageAt] : page.status);
        const q = searches[round % searches.length];
        const searchAt = (performance.now() - started) / 1000;
        const result = await timed(`${gateway}/search?q=${encodeURIComponent(q)}`);
        (result.ok ? search.page : search.errors).push(result.ok ? [result.ms, searchAt] : result.status);
      }
    }),
  );
  const code = await exited;
  const importSeconds = (performance.now() - started) / 1000;
  if (code !== 0 && code !== 1) throw new Error(`catalog:import exited with ${code}: ${stderr}`);
  const newProduct = aFeedProductName(feed);
  const afterwards = await timed(`${gateway}/search?q=${encodeURIComponent(newProduct.name)}`);
  return {
    multiple,
    importSeconds: +importSeconds.toFixed(1),
    exitCode: code,
    clients,
    productPage: { ...summary(product.page), errors: product.errors.length, firstErrors: product.errors.slice(0, 3) },
    searchPage: { ...summary(search.page), errors: search.errors.length, firstErrors: search.errors.slice(0, 3) },
    searchRightAfter: { q: newProduct.name, status: afterwards.status, findsIt: afterwards.ok && afterwards.body.includes(newProduct.name) },
  };
}
