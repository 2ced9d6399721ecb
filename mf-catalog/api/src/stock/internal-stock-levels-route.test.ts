import request from 'supertest';
import type { VariantViewModel } from '@storefront/platform';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { maxStockLevels } from './internal-stock-levels-route';

interface Level {
  code: string;
  available: number;
  version: number;
}

describeOnEachBackend('internal stock levels endpoint', (testApp) => {
  const checkout = identityHeaders({ service: 'cart-checkout' });
  const post = (body: unknown, identity = checkout) => request(testApp().app).post('/internal/stock-levels').set(identity).send(body as object);
  const stockOf = async (...codes: string[]) =>
    (
      await testApp().db.query<{ variant_code: string; online_quantity: number; stock_version: string }>(
        'SELECT variant_code, online_quantity, stock_version::text AS stock_version FROM variant_stock WHERE variant_code = ANY($1::text[]) ORDER BY variant_code',
        [codes],
      )
    ).map((row) => [row.variant_code, row.online_quantity, Number(row.stock_version)]);
  const variant = async (code: string) => (await request(testApp().app).get(`/api/catalog/variants/${code}`).set(identityHeaders())).body as { variant: VariantViewModel['variant'] };

  /** Buyable variants (in stock, not upcoming) of products that may be bought several at a time. */
  let buyable: { code: string; online_quantity: number; max_quantity: number }[] = [];
  beforeAll(async () => {
    buyable = await testApp().db.query(
      `SELECT v.code, s.online_quantity, p.max_quantity FROM variants v
       JOIN variant_stock s ON s.variant_code = v.code JOIN products p ON p.code = v.product_code
       WHERE s.online_quantity > 5 AND p.max_quantity > 3 AND (s.purchase_available_from IS NULL OR s.purchase_available_from <= '2026-01-15')
       ORDER BY v.code LIMIT 8`,
    );
    expect(buyable).toHaveLength(8);
  });
  const code = (index: number) => buyable[index]!.code;

  test('takes each level whose version is newer, answers how many it took, and product answers show it at once', async () => {
    const [first, second] = [code(0), code(1)];
    expect(await stockOf(first, second)).toEqual([
      [first, buyable[0]!.online_quantity, 0],
      [second, buyable[1]!.online_quantity, 0],
    ]);
    const before = await variant(first);
    expect(before.variant.maxQuantity).toBe(Math.min(buyable[0]!.online_quantity, buyable[0]!.max_quantity));

    const response = await post({ levels: [{ code: first, available: 2, version: 4 }, { code: second, available: 0, version: 2 }, { code: '999999', available: 5, version: 9 }] });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ applied: 2 });
    expect(await stockOf(first, second, '999999')).toEqual([
      [first, 2, 4],
      [second, 0, 2],
    ]);
    expect((await variant(first)).variant).toMatchObject({ maxQuantity: 2, stockStatus: { isBuyable: true } });
    expect((await variant(second)).variant).toMatchObject({ maxQuantity: 0, stockStatus: { isBuyable: false, isUnavailable: true } });
    const page = (await request(testApp().app).get(`/page/p/any/${second}`).set(identityHeaders())).body as VariantViewModel;
    expect(page.variant).toMatchObject({ code: second, maxQuantity: 0, stockStatus: { isBuyable: false } });
  });

  test('a product whose every variant sells out leaves the in-stock listing, and is back when stock comes', async () => {
    const [single] = await testApp().db.query<{ code: string; product_code: string; category_code: string; name: string }>(
      `SELECT v.code, p.code AS product_code, p.category_code, p.name FROM variants v JOIN products p ON p.code = v.product_code
       JOIN variant_stock s ON s.variant_code = v.code
       WHERE s.online_quantity > 0 AND NOT p.show_in_pos_only AND (SELECT count(*) FROM variants o WHERE o.product_code = p.code) = 1
       ORDER BY v.code LIMIT 1`,
    );
    const inStockListing = async () =>
      (
        await request(testApp().app)
          .get(`/api/catalog/categories/${encodeURIComponent(single!.category_code)}/products?inStock=1&pageSize=96`)
          .set(identityHeaders())
      ).body as { listing: { products: { productCode: string }[]; facets: { name: string; values: { count: number }[] }[] } };
    expect((await inStockListing()).listing.products.map((card) => card.productCode)).toContain(single!.product_code);
    await post({ levels: [{ code: single!.code, available: 0, version: 50 }] });
    expect((await inStockListing()).listing.products.map((card) => card.productCode)).not.toContain(single!.product_code);
    await post({ levels: [{ code: single!.code, available: 3, version: 51 }] });
    expect((await inStockListing()).listing.products.map((card) => card.productCode)).toContain(single!.product_code);
  });

  test('an older or repeated version changes nothing, so levels may come twice and out of order', async () => {
    const target = code(2);
    expect((await post({ levels: [{ code: target, available: 3, version: 7 }] })).body).toEqual({ applied: 1 });
    for (const stale of [{ available: 9, version: 6 }, { available: 9, version: 7 }, { available: 3, version: 1 }]) {
      const response = await post({ levels: [{ code: target, ...stale }] });
      expect([response.status, response.body]).toEqual([200, { applied: 0 }]);
    }
    expect(await stockOf(target)).toEqual([[target, 3, 7]]);
    expect((await post({ levels: [{ code: target, available: 5, version: 8 }] })).body).toEqual({ applied: 1 });
    expect(await stockOf(target)).toEqual([[target, 5, 8]]);
  });

  test('the same code twice in one call: the newer version wins, whichever comes first', async () => {
    const [one, other] = [code(3), code(4)];
    const response = await post({
      levels: [
        { code: one, available: 1, version: 3 },
        { code: one, available: 4, version: 2 },
        { code: other, available: 4, version: 2 },
        { code: other, available: 1, version: 3 },
      ],
    });
    expect(response.body).toEqual({ applied: 2 });
    expect(await stockOf(one, other)).toEqual([
      [one, 1, 3],
      [other, 1, 3],
    ]);
  });

  test('only team Checkout may send levels: any browser identity is a 401, another service a 403, and nothing is taken', async () => {
    const target = code(6);
    const before = await stockOf(target);
    for (const identity of [{}, { userId: 'm-1' }, { userId: 'a-1', roles: ['admin' as const] }]) {
      const refused = await post({ levels: [{ code: target, available: 0, version: 9 }] }, identityHeaders(identity));
      expect([refused.status, refused.body.error?.code]).toEqual([401, 'service_only']);
    }
    const account = await post({ levels: [{ code: target, available: 0, version: 9 }] }, identityHeaders({ service: 'account' }));
    expect([account.status, account.body.error?.code]).toEqual([403, 'service_not_allowed']);
    expect(await stockOf(target)).toEqual(before);
  });

  test('broken text in the body is a 400 naming the field, and nothing is taken', async () => {
    const target = code(7);
    const before = await stockOf(target);
    // JSON.stringify writes a NUL and a lone surrogate as \u escapes, as a browser's JSON.stringify does.
    for (const broken of [`${target}\u0000`, '\ud83d', '\u0000']) {
      const response = await post({ levels: [{ code: broken, available: 0, version: 9 }] });
      expect([response.status, response.body.error?.code]).toEqual([400, 'bad_request']);
      expect(Object.keys(response.body.error.fields)).toEqual(['levels.0.code']);
    }
    expect(await stockOf(target)).toEqual(before);
  });

  test('bad input is a 400 naming the field, and nothing of the call is taken; no identity is a 401', async () => {
    const target = code(5);
    const valid: Level = { code: target, available: 1, version: 5 };
    const bad: [unknown, string][] = [
      [{}, 'levels'],
      [{ levels: [] }, 'levels'],
      [{ levels: 'all' }, 'levels'],
      [{ levels: Array.from({ length: maxStockLevels + 1 }, (_, index) => ({ code: String(100_000 + index), available: 1, version: 1 })) }, 'levels'],
      [{ levels: [valid, { ...valid, code: 'abcdef' }] }, 'levels.1.code'],
      [{ levels: [valid, { ...valid, code: '12345' }] }, 'levels.1.code'],
      [{ levels: [valid, { ...valid, available: -1 }] }, 'levels.1.available'],
      [{ levels: [valid, { ...valid, available: 1.5 }] }, 'levels.1.available'],
      [{ levels: [valid, { ...valid, available: '3' }] }, 'levels.1.available'],
      [{ levels: [valid, { ...valid, version: 0 }] }, 'levels.1.version'],
      [{ levels: [valid, { ...valid, version: -2 }] }, 'levels.1.version'],
      [{ levels: [valid, { ...valid, version: 2.5 }] }, 'levels.1.version'],
      [{ levels: [valid, { code: target, available: 1 }] }, 'levels.1.version'],
    ];
    for (const [body, field] of bad) {
      const response = await post(body);
      expect([response.status, response.body.error?.code]).toEqual([400, 'bad_request']);
      expect(Object.keys(response.body.error.fields)).toContain(field);
    }
    const notJson = await request(testApp().app).post('/internal/stock-levels').set(checkout).set('content-type', 'application/json').send('{"levels": [');
    expect(notJson.status).toBe(400);
    const notMarkedJson = await request(testApp().app).post('/internal/stock-levels').set(checkout).set('content-type', 'text/plain').send(JSON.stringify({ levels: [valid] }));
    expect(notMarkedJson.status).toBe(400);
    const anonymous = await request(testApp().app).post('/internal/stock-levels').send({ levels: [valid] });
    expect(anonymous.status).toBe(401);
    expect(await stockOf(target)).toEqual([[target, buyable[5]!.online_quantity, 0]]);
  });
});
