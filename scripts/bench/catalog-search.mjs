// The catalog-at-scale figures of issue 5, measured in this process on fresh embedded databases: import time and rate
// of the real Sephora feed, relevance (share of the suite's queries with the expected product in the top 3), and
// autocomplete and search latency over HTTP straight to a catalog server — at 8,494 products and at ten times that
// (a synthetic multiple of the same feed). `search` is /api/search (the listing with facets); `searchPage` is the
// search page's JSON, /page/search, what the browser loads (it also redirects a brand's or category's exact name to
// that page, offers matching brand and category links and logs the search).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { migrate, openDatabase } from '../../platform/src/server/index.ts';
import { newIdentitySecret } from '../lib/identity-secret.mjs';
import { signedIdentityHeaders, listenOnFreePort, closeServer } from '../../platform/src/server/testing/index.ts';
import { buildApp } from '../../mf-catalog/api/src/app.ts';
import { catalogMigrations, catalogPgliteExtensions } from '../../mf-catalog/api/src/db/catalog-database.ts';
import { importCatalogFile } from '../../mf-catalog/api/src/import/import-catalog-file.ts';
import { relevanceCases } from '../../mf-catalog/api/src/relevance/relevance-cases.ts';
import { runRelevance, top3Share } from '../../mf-catalog/api/src/relevance/run-relevance.ts';
import { percentile } from './percentile.mjs';

const today = new Date().toISOString().slice(0, 10);
const logger = pino({ level: 'silent' });
// The bench's own catalog server, in this process: a secret for this run only.
const secret = newIdentitySecret();

/** Typed prefixes of the suite's queries (what autocomplete sees) and the full queries (what search sees). */
const queries = relevanceCases.filter((entry) => entry.q).map((entry) => entry.q);
const prefixes = queries.flatMap((q) => [q.slice(0, 3), q.slice(0, 5), q.split(' ').slice(0, 2).join(' ')]);

async function latency(base, paths, rounds) {
  const headers = signedIdentityHeaders(secret, { market: 'SE', culture: 'sv-SE' });
  const timings = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return { requests: timings.length, p50ms: +percentile(timings, 50).toFixed(2), p99ms: +percentile(timings, 99).toFixed(2) };
}

async function atSize(feed, multiple) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-search-'));
  const db = await openDatabase({ dataDir, pgliteExtensions: catalogPgliteExtensions, logger });
  try {
    await migrate(db, catalogMigrations);
    const imported = await importCatalogFile(db, { file: feed, today, syntheticMultiple: multiple });
    const [{ products }] = await db.query('SELECT count(*)::int AS products FROM products');
    const outcomes = await runRelevance(db, today);
    const app = buildApp({ db, logger, identitySecret: secret, imageCacheDir: join(dataDir, 'images'), remoteDir: dataDir });
    const server = await listenOnFreePort(app);
    try {
      const base = server.url;
      const autocompletePaths = prefixes.map((q) => `/search/autocomplete?q=${encodeURIComponent(q)}`);
      const searchPaths = queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
      const searchPagePaths = queries.map((q) => `/page/search?q=${encodeURIComponent(q)}`);
      await latency(base, [...autocompletePaths, ...searchPaths, ...searchPagePaths], 1);
      return {
        multiple,
        products,
        import: { seconds: +imported.seconds.toFixed(1), productsPerSecond: Math.round(imported.read / imported.seconds), failed: imported.failures.length },
        relevanceTop3Share: +top3Share(outcomes).toFixed(3),
        relevanceQueries: outcomes.length,
        autocomplete: await latency(base, autocompletePaths, 3),
        search: await latency(base, searchPaths, 3),
        searchPage: await latency(base, searchPagePaths, 3),
      };
    } finally {
      await closeServer(server.server);
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function catalogSearchFigures(root, multiples = [1, 10]) {
  const feed = join(root, '..', 'shared', 'data', 'catalog', 'sephora-products.csv');
  if (!existsSync(feed)) return { skipped: `${feed} is not there` };
  const sizes = [];
  for (const multiple of multiples) sizes.push(await atSize(feed, multiple));
  return sizes;
}
