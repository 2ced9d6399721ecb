import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

interface RatedProduct {
  code: string;
  ratingTenths: number;
  reviewCount: number;
  reviewAttributes: string[];
}

describeOnEachBackend('internal rated products endpoint', (testApp) => {
  const get = (query: string, identity = identityHeaders({ service: 'social' })) => request(testApp().app).get(`/internal/rated-products${query}`).set(identity);

  /** Every page of the list, following nextAfter. */
  async function everyPage(limit: number): Promise<RatedProduct[]> {
    const all: RatedProduct[] = [];
    let after: string | null = '';
    while (after !== null) {
      const response = await get(`?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(response.status).toBe(200);
      all.push(...(response.body.products as RatedProduct[]));
      after = response.body.nextAfter as string | null;
    }
    return all;
  }

  test('lists the demo products whose rating is the catalog’s own, in code order, page by page, until Social has sent theirs', async () => {
    const [expected] = await testApp().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE review_count > 0 AND review_version = 0`);
    const listed = await everyPage(400);
    expect(listed).toHaveLength(expected!.n);
    expect(listed.length).toBeGreaterThan(400);
    expect(listed.map((product) => product.code)).toEqual(listed.map((product) => product.code).sort());
    const [first] = listed;
    const [row] = await testApp().db.query<{ rating_tenths: number; review_count: number }>('SELECT rating_tenths, review_count FROM products WHERE code = $1', [first!.code]);
    expect(first).toMatchObject({ ratingTenths: row!.rating_tenths, reviewCount: row!.review_count });
    expect(listed.some((product) => product.reviewAttributes.includes('skinTone'))).toBe(true);

    // Social's summary takes a product off the list; so does being a feed's product.
    const summary = await request(testApp().app)
      .post('/internal/review-summaries')
      .set(identityHeaders({ service: 'social' }))
      .send({ summaries: [{ code: first!.code, ratingTenths: 40, reviewCount: 3, version: 1 }] });
    expect(summary.body).toEqual({ applied: 1 });
    const second = listed[1]!.code;
    await testApp().db.query(`INSERT INTO imported_products (source, source_key, product_code, row_hash) VALUES ('jsonl', 'K-1', $1, 'x')`, [second]);
    const after = (await get('?limit=2')).body.products.map((product: RatedProduct) => product.code);
    expect(after).toEqual([listed[2]!.code, listed[3]!.code]);
  });

  test('team Social alone may ask; a bad cursor or limit is a 400', async () => {
    expect((await get('?limit=1', identityHeaders({ userId: 'm-1' }))).status).toBe(401);
    expect((await get('?limit=1', identityHeaders({ service: 'account' }))).status).toBe(403);
    expect((await get('?limit=0')).status).toBe(400);
    expect((await get('?limit=501')).status).toBe(400);
    expect((await get('?after=%3Cscript%3E')).status).toBe(400);
  });
});
