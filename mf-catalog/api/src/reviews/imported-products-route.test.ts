import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { maxImportedProductKeys } from './imported-products-route';

describeOnEachBackend('internal imported products endpoint', (testApp) => {
  const get = (query: string, identity = identityHeaders({ service: 'social' })) => request(testApp().app).get(`/internal/imported-products${query}`).set(identity);

  /** Demo products filed as imported: two from the Sephora feed, one under the same key from another feed. */
  let codes: string[] = [];
  beforeAll(async () => {
    codes = (await testApp().db.query<{ code: string }>('SELECT code FROM products ORDER BY code LIMIT 3')).map((row) => row.code);
    await testApp().db.query(
      `INSERT INTO imported_products (source, source_key, product_code, row_hash)
       VALUES ('sephora', 'P420652', $1, 'h1'), ('sephora', 'P504322', $2, 'h2'), ('jsonl', 'P420652~2', $3, 'h3')`,
      codes,
    );
  });

  test('answers the product code of each key the feed imported, in the order asked; other keys and feeds are left out', async () => {
    const response = await get('?source=sephora&keys=P504322,P999999,P420652,P420652~2,P504322');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      products: [
        { sourceKey: 'P504322', code: codes[1] },
        { sourceKey: 'P420652', code: codes[0] },
      ],
    });
    expect((await get('?source=jsonl&keys=P420652~2,P420652')).body).toEqual({ products: [{ sourceKey: 'P420652~2', code: codes[2] }] });
    expect((await get('?source=makeup-api&keys=P420652')).body).toEqual({ products: [] });
  });

  test('team Social alone may ask; any browser identity is a 401, another service a 403', async () => {
    for (const identity of [{}, { userId: 'm-1' }, { userId: 'a-1', roles: ['admin' as const] }]) {
      const refused = await get('?source=sephora&keys=P420652', identityHeaders(identity));
      expect([refused.status, refused.body.error?.code]).toEqual([401, 'service_only']);
    }
    for (const service of ['cart-checkout', 'account', 'gateway'] as const) {
      const refused = await get('?source=sephora&keys=P420652', identityHeaders({ service }));
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'service_not_allowed']);
    }
    expect((await request(testApp().app).get('/internal/imported-products?source=sephora&keys=P420652')).status).toBe(401);
  });

  test('an unknown feed or bad keys are a 400 naming the field', async () => {
    const tooMany = Array.from({ length: maxImportedProductKeys + 1 }, (_, index) => `P${100_000 + index}`).join(',');
    const bad: [string, string][] = [
      ['?keys=P420652', 'source'],
      ['?source=amazon&keys=P420652', 'source'],
      ['?source=sephora', 'keys'],
      ['?source=sephora&keys=', 'keys'],
      ['?source=sephora&keys=P420652%00', 'keys'],
      ['?source=sephora&keys=P420652,a%20b', 'keys'],
      ['?source=sephora&keys=sephora:P420652', 'keys'],
      [`?source=sephora&keys=${tooMany}`, 'keys'],
    ];
    for (const [query, field] of bad) {
      const response = await get(query);
      expect([query, response.status, response.body.error?.code]).toEqual([query, 400, 'bad_request']);
      expect(Object.keys(response.body.error.fields).map((name) => name.split('.')[0])).toContain(field);
    }
  });
});
