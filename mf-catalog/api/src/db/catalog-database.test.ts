import { migrate } from '@storefront/platform/server';
import type { OpenedTestDatabase } from '@storefront/platform/server/testing';
import { seedDemoCatalogIfEmpty } from '../demo-data/seed-demo-catalog';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { catalogMigrations } from './catalog-database';

describe.each(catalogTestBackends().map((backend) => [backend.name, backend] as const))('the catalog database on %s', (_name, backend) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await backend.open();
  }, 120_000);
  afterAll(() => opened?.dispose(), 60_000);

  test('the catalog migrations run and are recorded', async () => {
    const names = [
      '001-catalog.sql', '002-stock-version.sql', '003-search.sql', '004-price-history.sql', '005-import.sql',
      '006-stores.sql', '007-campaigns.sql', '008-product-page.sql', '009-fragrance.sql', '010-search-speed.sql',
      '011-search-entry-pos-flag.sql', '012-quick-search-prefixes.sql', '013-popular-searches.sql',
      '014-search-prefixes-in-steps.sql', '015-page-data-version.sql', '016-search-prefixes-by-two-letters.sql',
      '017-pages-kept-through-new-products.sql', '018-review-summaries.sql',
    ];
    expect(await migrate(opened.db, catalogMigrations)).toEqual(names);
    expect(await opened.db.query('SELECT name FROM migrations ORDER BY name')).toEqual(names.map((name) => ({ name })));
  });

  test('the demo catalog is seeded into empty tables only, in one go', async () => {
    const first = await seedDemoCatalogIfEmpty(opened.db, { referenceDate: '2026-01-15' });
    expect(first).toMatchObject({ seeded: true, products: 1200 });
    const second = await seedDemoCatalogIfEmpty(opened.db, { referenceDate: '2026-01-15' });
    expect(second).toMatchObject({ seeded: false, products: 1200 });
    const [counts] = await opened.db.query<{ brands: number; prices: number; currencies: number }>(
      `SELECT (SELECT count(*)::int FROM brands) AS brands, (SELECT count(*)::int FROM variant_prices) AS prices,
              (SELECT count(DISTINCT currency)::int FROM variant_prices) AS currencies`,
    );
    expect(counts).toMatchObject({ brands: 64, currencies: 5 });
    expect(counts!.prices).toBeGreaterThan(5000);
    // The demo counts are the catalog's own: no version from checkout yet.
    const [versions] = await opened.db.query<{ sent: number }>('SELECT count(*)::int AS sent FROM variant_stock WHERE stock_version <> 0');
    expect(versions).toEqual({ sent: 0 });
  }, 60_000);

  test('money is integer minor units: a fractional amount is refused', async () => {
    const [variant] = await opened.db.query<{ code: string }>('SELECT code FROM variants LIMIT 1');
    await expect(
      opened.db.query(`UPDATE variant_prices SET amount = $1 WHERE variant_code = $2 AND currency = 'SEK'`, ['199.5', variant!.code]),
    ).rejects.toThrow();
    await expect(
      opened.db.query(`UPDATE variant_prices SET member_amount = amount + 1 WHERE variant_code = $1`, [variant!.code]),
    ).rejects.toThrow();
  });

  test('the search extensions are there: pg_trgm and unaccent', async () => {
    const [row] = await opened.db.query<{ similarity: number; plain: string }>(
      `SELECT similarity('lanege', 'laneige') AS similarity, unaccent('Aurélie Rêverie') AS plain`,
    );
    expect(row!.similarity).toBeCloseTo(0.5);
    expect(row!.plain).toBe('Aurelie Reverie');
  });
});
