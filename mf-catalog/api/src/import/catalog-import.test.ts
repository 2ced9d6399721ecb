import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedStatisticsTarget, type Database, type Queryable } from '@storefront/platform/server';
import { describeOnEachTestBackend } from '@storefront/platform/server/testing';
import { catalogMigrations } from '../db/catalog-database';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { defaultBatchSizes, importCatalogFile, ImportStopped } from './import-catalog-file';

const header =
  'product_id,product_name,brand_id,brand_name,loves_count,rating,reviews,size,variation_type,variation_value,variation_desc,ingredients,price_usd,value_price_usd,sale_price_usd,limited_edition,new,online_only,out_of_stock,sephora_exclusive,highlights,primary_category,secondary_category,tertiary_category,child_count,child_max_price,child_min_price';
const row = (n: number, extra: Partial<Record<'name' | 'price' | 'sale' | 'stock', string>> = {}) =>
  `P9${String(n).padStart(5, '0')},"${extra.name ?? `Glow Serum ${n}`}",1,Nordic Skin,${1000 - n},4.5,${n + 1},1 oz/ 30 mL,Size,1 oz/ 30 mL,,"['Aqua', 'Glycerin']",${extra.price ?? '30'},,${extra.sale ?? ''},0,0,0,${extra.stock ?? '0'},0,"['Vegan', 'Hydrating']",Skincare,Treatments,Face Serums,0,,`;

/** 12 products on lines 2–13, line 8 without a price; a name spanning two lines on line 10. */
const feed = [header, ...[1, 2, 3, 4, 5, 6].map((n) => row(n)), row(7, { price: '' }), row(8), row(9, { name: 'Two\nLines' }), row(10), row(11), row(12)].join('\n');

describeOnEachTestBackend<{ db: Database; file: string }>(
  'catalog import',
  {
    backends: catalogTestBackends(),
    migrations: catalogMigrations,
    setup: async ({ db, onCleanup }) => {
      const dir = await mkdtemp(join(tmpdir(), 'catalog-import-'));
      onCleanup(() => rm(dir, { recursive: true, force: true }));
      const file = join(dir, 'feed.csv');
      await writeFile(file, feed);
      return { db, file };
    },
  },
  (context) => {
    const count = async (table: string) => (await context().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

    test('a killed import leaves whole batches, and the next run resumes after the last one', async () => {
      const { db, file } = context();
      await expect(importCatalogFile(db, { file, today: '2026-11-24', batchSize: 4, stopAfterBatches: 1 })).rejects.toThrow(ImportStopped);
      expect(await count('products')).toBe(4);
      expect(await count('variant_prices')).toBe(4 * 5);
      const summary = await importCatalogFile(db, { file, today: '2026-11-24', batchSize: 4 });
      expect(summary.resumedAfterLine).toBe(5);
      expect(summary).toMatchObject({ inserted: 11, updated: 0, unchanged: 0, failed: 1 });
      expect(summary.failures).toEqual([{ line: 8, reason: 'price_usd "" is not a price' }]);
      expect(await count('products')).toBe(11);
    });

    test('what was imported is searchable, priced in every currency and tagged', async () => {
      const { db } = context();
      const [product] = await db.query<{ name: string; category_code: string; slug: string; rating_tenths: number }>(
        `SELECT p.name, p.category_code, p.slug, p.rating_tenths FROM products p JOIN imported_products i ON i.product_code = p.code
         WHERE i.source = 'sephora' AND i.source_key = 'P900009'`,
      );
      expect(product).toEqual({ name: 'Two\nLines', category_code: 'skincare/serums', slug: 'nordic-skin-two-lines', rating_tenths: 45 });
      const prices = await db.query<{ currency: string; amount: number }>(
        `SELECT pr.currency, pr.amount FROM variant_prices pr JOIN imported_variants i ON i.variant_code = pr.variant_code
         WHERE i.source_key = 'P900001#' ORDER BY pr.currency`,
      );
      expect(prices).toEqual([
        { currency: 'DKK', amount: 20_900 },
        { currency: 'EUR', amount: 2795 },
        { currency: 'NOK', amount: 31_900 },
        { currency: 'PLN', amount: 11_999 },
        { currency: 'SEK', amount: 31_900 },
      ]);
      expect(await count("product_tags WHERE tag_code = 'vegan'")).toBe(11);
      const found = await db.query("SELECT 1 FROM search_entries WHERE document @@ plainto_tsquery('english', 'nordic serums')");
      expect(found).toHaveLength(11);
    });

    test('running the same file again changes nothing', async () => {
      const { db, file } = context();
      const before = await db.query('SELECT * FROM price_history ORDER BY variant_code, currency');
      const summary = await importCatalogFile(db, { file, today: '2026-11-24', batchSize: 4 });
      expect(summary).toMatchObject({ resumedAfterLine: 0, inserted: 0, updated: 0, unchanged: 11, failed: 1 });
      expect(await db.query('SELECT * FROM price_history ORDER BY variant_code, currency')).toEqual(before);
    });

    test('a changed row is updated, and its new price goes into the price history', async () => {
      const { db, file } = context();
      await writeFile(file, feed.replace(row(1), row(1, { price: '40' })));
      const summary = await importCatalogFile(db, { file, today: '2026-11-24', batchSize: 4 });
      expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 10 });
      const [price] = await db.query<{ amount: number }>(
        "SELECT pr.amount FROM variant_prices pr JOIN imported_variants i ON i.variant_code = pr.variant_code WHERE i.source_key = 'P900001#' AND pr.currency = 'SEK'",
      );
      expect(price!.amount).toBe(41_900);
    });

    test('a run gives way between all its steps (giveWay), each with the time it took', async () => {
      const { db, file } = context();
      const steps: { ms: number; at: number }[] = [];
      let committed = 0;
      const transaction = db.transaction.bind(db);
      const counting = Object.create(db) as Database;
      counting.transaction = (work) => transaction(work).finally(() => committed++);
      await importCatalogFile(counting, {
        file,
        today: '2026-11-24',
        batchSize: 4,
        giveWay: async (ms) => {
          steps.push({ ms, at: committed });
        },
      });
      // 3 batches, a rough ANALYZE of 10 tables after batches 1 and 2, 8 cultures' completions, the quick search's
      // lists in steps, the index merges and the final ANALYZE of 10 tables.
      expect(steps.length).toBeGreaterThan(3 + 2 * 10 + 8 + 10);
      expect(steps.every((step) => step.ms >= 0 && step.ms < 60_000)).toBe(true);
      // A transaction never follows another without a pause between them.
      const transactionsSeen = steps.map((step) => step.at);
      expect(transactionsSeen.every((seen, index) => index === 0 || seen - transactionsSeen[index - 1]! <= 1)).toBe(true);
    });

    test('the last ANALYZE samples less on the embedded database, whose one thread shoppers share, and fully on PostgreSQL', async () => {
      const { db, file } = context();
      const scripts: string[] = [];
      const recorded = (on: Queryable): Queryable => ({
        query: (sql, params) => on.query(sql, params),
        exec: (sql) => {
          scripts.push(sql);
          return on.exec(sql);
        },
      });
      const recording = Object.create(db) as Database;
      recording.exec = (sql) => recorded(db).exec(sql);
      recording.transaction = (work) => db.transaction((tx) => work(recorded(tx)));
      await importCatalogFile(recording, { file, today: '2026-11-24', batchSize: 4 });
      // Each column's ANALYZE, with the script run before it in its transaction.
      const columnAnalyzes = scripts.flatMap((sql, index) => (/^ANALYZE \w+ \("/.test(sql) ? [scripts[index - 1]] : []));
      expect(columnAnalyzes.length).toBeGreaterThan(20);
      const lowerTarget = `SET LOCAL default_statistics_target = ${embeddedStatisticsTarget}`;
      expect(new Set(columnAnalyzes.map((before) => before === lowerTarget))).toEqual(new Set([db.kind === 'pglite']));
    });

    test('batches of new products leave the kept pages kept; a changed product, and the end of an import, make them old', async () => {
      const { db, file } = context();
      const version = async () => Number((await db.query<{ version: string }>('SELECT last_value::text AS version FROM page_data_version'))[0]!.version);
      const added = [header, ...[21, 22, 23, 24, 25].map((n) => row(n))].join('\n');
      await writeFile(file, added);
      let before = await version();
      await expect(importCatalogFile(db, { file, today: '2026-11-24', batchSize: 2, stopAfterBatches: 2 })).rejects.toThrow(ImportStopped);
      // Two batches of new products and their ANALYZE: only the import's own run row took a version.
      expect(await version()).toBe(before + 1);

      before = await version();
      const lastBatchVersions: number[] = [];
      await importCatalogFile(db, { file, today: '2026-11-24', batchSize: 2, giveWay: async () => void lastBatchVersions.push(await version()) });
      expect(lastBatchVersions[0]).toBe(before);
      expect(await version()).toBeGreaterThan(lastBatchVersions[0]!);

      await writeFile(file, added.replace(row(21), row(21, { price: '45' })));
      before = await version();
      await expect(importCatalogFile(db, { file, today: '2026-11-24', batchSize: 2, stopAfterBatches: 1 })).rejects.toThrow(ImportStopped);
      expect(await version()).toBeGreaterThan(before + 1);
    });

    test('batches are sized by their time on the embedded database, whose one thread shoppers share, and large on PostgreSQL', () => {
      const sizes = defaultBatchSizes(context().db);
      const first = sizes.next();
      sizes.took(first, 1_000);
      if (context().db.kind === 'pglite') {
        expect(first).toBe(10);
        expect(sizes.next()).toBeLessThan(first);
      } else {
        expect([first, sizes.next()]).toEqual([500, 500]);
      }
    });
  },
);
