import { cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { visitorIn } from '../testing/cart-products';
import { manyVariants } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend, silentLogger, testIdentitySecret } from '../testing/test-app';
import { createCatalogStockClient } from './catalog-stock-client';
import { seedOnlineStock, takeStock } from './online-stock';

// Variants of their own, so that no other test's stock is counted here: see fake-catalog.ts.
const [taken, refused, given] = manyVariants(200).slice(120);

describeOnEachBackend('online stock versions', (context) => {
  const db = () => context().db;
  const rowOf = async (code: string) =>
    (
      await db().query<{ available: number; version: string; published_version: string }>(
        'SELECT available, version::text AS version, published_version::text AS published_version FROM online_stock WHERE code = $1',
        [code],
      )
    ).map((row) => ({ available: row.available, version: Number(row.version), published: Number(row.published_version) }))[0];
  const seed = (code: string) =>
    seedOnlineStock(
      db(),
      createCatalogStockClient({ baseUrl: context().catalog.url, identitySecret: testIdentitySecret, logger: silentLogger }),
      visitorIn('SE'),
      [code],
    );

  test("a seeded row is the catalog's count at version 1, published already; seeding again changes nothing", async () => {
    await seed(taken!.code);
    expect(await rowOf(taken!.code)).toEqual({ available: 1_000, version: 1, published: 1 });
    await db().query('UPDATE online_stock SET available = 7 WHERE code = $1', [taken!.code]);
    await seed(taken!.code);
    expect(await rowOf(taken!.code)).toEqual({ available: 7, version: 1, published: 1 });
    await db().query('UPDATE online_stock SET available = 1000 WHERE code = $1', [taken!.code]);
  });

  test('each take bumps the version in the same statement; a refused take changes nothing', async () => {
    await seed(taken!.code);
    expect(await db().transaction((tx) => takeStock(tx, { code: taken!.code, quantity: 3 }))).toEqual({ taken: true });
    expect(await rowOf(taken!.code)).toEqual({ available: 997, version: 2, published: 1 });
    expect(await db().transaction((tx) => takeStock(tx, { code: taken!.code, quantity: 2 }))).toEqual({ taken: true });
    expect(await rowOf(taken!.code)).toEqual({ available: 995, version: 3, published: 1 });
    expect(await db().transaction((tx) => takeStock(tx, { code: taken!.code, quantity: 996 }))).toEqual({ taken: false, available: 995 });
    expect(await rowOf(taken!.code)).toEqual({ available: 995, version: 3, published: 1 });
  });

  test('a take rolled back with its order leaves no version behind', async () => {
    await seed(refused!.code);
    await expect(
      db().transaction(async (tx) => {
        await takeStock(tx, { code: refused!.code, quantity: 1 });
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect(await rowOf(refused!.code)).toEqual({ available: 1_000, version: 1, published: 1 });
  });

  test('a declined card takes the stock and gives it back: two versions on, the count as before', async () => {
    const who = anIdentity();
    await fillCart(context().url, who, { [given!.code]: 2 });
    const token = await cardToken(context().url, who, testCardNumbers.declined);
    const answer = await completePurchase(context().url, who, completeSwedishForm(token));
    expect(answer.status).toBe(200);
    expect(answer.body.orderConfirmationRedirectUrl).toBeUndefined();
    const [order] = await db().query<{ status: string }>('SELECT status FROM orders WHERE owner_id = $1', [who.visitorId]);
    expect(order!.status).toBe('cancelled');
    // Seeded at 1, taken at 2, given back at 3.
    expect(await rowOf(given!.code)).toEqual({ available: 1_000, version: 3, published: 1 });
  });
});
