import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attackTarget, describeAttackSuite, describeOnEachTestBackend, type AttackSetup } from '@storefront/platform/server/testing';
import { buildApp } from '../app';
import { catalogMigrations } from '../db/catalog-database';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { demoCatalogSeed, testAppOptions, testIdentitySecret } from '../testing/test-app';

/** One real thing of each kind the catalog's routes name in their paths, from the seeded demo catalog. */
async function demoThings(db: import('@storefront/platform/server').Database) {
  const one = async (sql: string) => {
    const [row] = await db.query<{ value: string }>(sql);
    if (!row) throw new Error(`the demo catalog has none: ${sql}`);
    return row.value;
  };
  return {
    variant: await one('SELECT code AS value FROM variants ORDER BY code LIMIT 1'),
    product: await one('SELECT code AS value FROM products ORDER BY code LIMIT 1'),
    brand: await one('SELECT code AS value FROM brands ORDER BY code LIMIT 1'),
    category: await one("SELECT code AS value FROM categories WHERE parent_code IS NULL ORDER BY code LIMIT 1"),
    certificate: await one('SELECT code AS value FROM tags WHERE is_certificate ORDER BY code LIMIT 1'),
    campaign: await one('SELECT code AS value FROM campaigns ORDER BY code LIMIT 1'),
    store: await one('SELECT id AS value FROM stores ORDER BY id LIMIT 1'),
    video: await one('SELECT id AS value FROM product_videos ORDER BY id LIMIT 1'),
  };
}

describeOnEachTestBackend<AttackSetup>(
  'the catalog server under attack',
  {
    backends: catalogTestBackends(),
    // Hostile requests and who may call what: answered by the same SQL the team's database suites run on PostgreSQL.
    checks: 'http',
    migrations: catalogMigrations,
    seed: demoCatalogSeed,
    setupTimeoutMs: 180_000,
    setup: async ({ backend, db, onCleanup }) => {
      const imageCacheDir = await mkdtemp(join(tmpdir(), 'catalog-attack-images-'));
      onCleanup(() => rm(imageCacheDir, { recursive: true, force: true }));
      const app = buildApp(testAppOptions(db, { imageCacheDir }));
      const things = await demoThings(db);
      return {
        ...(await attackTarget({ app, backend, db, secret: testIdentitySecret, onCleanup })),
        // The catalog keeps no member's things: these identities only have to be told apart.
        people: {
          member: { userId: '7d1f4c2a-0b9e-4e6f-8a3d-5c2b1e0f9a71' },
          otherMember: { userId: '2e8a6b4c-1d3f-4a5e-9b7c-6d0e8f1a2b34' },
          admin: { userId: '9c3e5a7b-2f4d-4b6a-8e1c-0a9b8c7d6e5f', roles: ['admin'] },
        },
        params: { code: things.variant, id: things.store, variantCode: things.variant, index: '1', name: 'hero-summer', rest: things.category },
        routeParams: {
          'GET /api/catalog/brands/:code': { code: things.brand },
          'GET /api/catalog/brands/:code/products': { code: things.brand },
          'GET /api/catalog/certificates/:code': { code: things.certificate },
          'GET /api/catalog/certificates/:code/products': { code: things.certificate },
          'GET /api/catalog/certificates/:code/top-brands': { code: things.certificate },
          'GET /api/catalog/campaigns/:code': { code: things.campaign },
          'GET /api/catalog/campaigns/:code/products': { code: things.campaign },
          'GET /images/videos/:id': { id: things.video },
        },
        regexPaths: {
          [String(/^\/page(\/.*)?$/)]: '/page/',
          [String(/^\/api\/catalog\/categories\/(?<rest>.+)$/)]: `/api/catalog/categories/${things.category}`,
        },
        examples: {
          'GET /internal/stock': { query: { codes: things.variant } },
          'POST /internal/stock-levels': { body: { levels: [] } },
          'GET /internal/review-products': { query: { codes: things.product } },
          'GET /internal/imported-products': { query: { source: 'sephora', keys: 'P420652' } },
          // A code the catalog does not have: the fuzzer tries each field of a whole summary, and the valid one changes nothing.
          'POST /internal/review-summaries': { body: { summaries: [{ code: 'sephora:P0', ratingTenths: 45, reviewCount: 12, version: 1 }] } },
        },
        withoutBody: { 'POST /internal/catalog-imports': 'its body is the feed file itself, streamed to disk, not JSON' },
        notFuzzed: {
          'POST /internal/catalog-imports': 'its body is a feed file, not JSON: the import’s own tests send it broken files',
        },
      };
    },
  },
  (setup) => describeAttackSuite('catalog', setup),
);
