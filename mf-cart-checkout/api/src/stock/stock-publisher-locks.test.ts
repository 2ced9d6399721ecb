import { describeOnEachBackend, testIdentitySecret } from '../testing/test-app';
import { createCatalogStockLevelsClient } from './catalog-stock-levels-client';
import { takeStock } from './online-stock';
import { publishStock } from './stock-publisher';

const code = (index: number) => String(310_000 + index);

// What only several connections at once can show: a publication while a purchase holds stock rows.
describeOnEachBackend(
  'the stock publisher beside purchases under way',
  (context) => {
    const db = () => context().db;
    const client = () => createCatalogStockLevelsClient({ baseUrl: context().catalog.url, identitySecret: testIdentitySecret, timeoutMs: 1_000 });
    const versions = async () =>
      (
        await db().query<{ code: string; version: string; published_version: string }>(
          'SELECT code, version::text AS version, published_version::text AS published_version FROM online_stock WHERE code = ANY($1::text[]) ORDER BY code',
          [[code(1), code(2)]],
        )
      ).map((row) => [row.code, Number(row.version), Number(row.published_version)]);

    test('a row a purchase holds is skipped, not waited for, and goes next round: no deadlock with purchases', async () => {
      await db().query(
        `INSERT INTO online_stock (code, available, version, published_version) VALUES ($1, 10, 2, 1), ($2, 10, 2, 1)`,
        [code(1), code(2)],
      );
      let finishPurchase!: () => void;
      const purchaseMayFinish = new Promise<void>((resolve) => (finishPurchase = resolve));
      let holding!: () => void;
      const holdsTheRow = new Promise<void>((resolve) => (holding = resolve));
      const purchase = db().transaction(async (tx) => {
        await takeStock(tx, { code: code(1), quantity: 3 });
        holding();
        await purchaseMayFinish;
      });
      await holdsTheRow;
      let published: number | string;
      let whilePurchasing: unknown;
      try {
        published = await Promise.race([
          publishStock(db(), client()),
          new Promise<string>((resolve) => setTimeout(() => resolve('waited for the purchase'), 3_000)),
        ]);
        whilePurchasing = await versions();
      } finally {
        finishPurchase();
        await purchase;
      }
      expect(published).toBe(2);
      expect(whilePurchasing).toEqual([[code(1), 2, 1], [code(2), 2, 2]]);
      expect(await publishStock(db(), client())).toBe(1);
      expect(await versions()).toEqual([[code(1), 3, 3], [code(2), 2, 2]]);
      expect(context().catalog.stockLevelPosts.at(-1)?.levels).toEqual([{ code: code(1), available: 7, version: 3 }]);
    }, 20_000);
  },
  {},
  'locks',
);
