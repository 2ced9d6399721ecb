import request from 'supertest';
import type { VariantViewModel } from '@storefront/platform';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { maxReviewProductCodes } from './review-products-route';

interface Expected {
  code: string;
  name: string;
  brandName: string;
  imageUrl: string;
  url: string;
}

describeOnEachBackend('internal review products endpoint', (testApp) => {
  const get = (query: string, identity = identityHeaders({ service: 'social' })) => request(testApp().app).get(`/internal/review-products${query}`).set(identity);

  /** The first demo product below a category, as the answer should name it. */
  const firstBelow = async (category: string): Promise<Expected> => {
    const [row] = await testApp().db.query<Expected>(
      `SELECT p.code, p.name, b.name AS "brandName", '/p/' || p.slug || '/' || v.code AS url,
         '/images/products/' || v.code || '/1' AS "imageUrl"
       FROM products p JOIN brands b ON b.code = p.brand_code JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
       WHERE (p.category_code = $1 OR p.category_code LIKE $1 || '/%') AND (SELECT count(*) FROM variants o WHERE o.product_code = p.code) > 1
       ORDER BY p.code LIMIT 1`,
      [category],
    );
    return row!;
  };

  test('answers each known product with its names, its first variant’s page and picture and what its reviews ask, in the order asked', async () => {
    const foundation = await firstBelow('makeup/face/foundation');
    const serum = await firstBelow('skincare/serums');
    const lipstick = await firstBelow('makeup/lips');
    const response = await get(`?codes=${serum.code},sephora:P0,${foundation.code},${lipstick.code},${serum.code}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      products: [
        { ...serum, reviewAttributes: ['skinType'] },
        { ...foundation, reviewAttributes: ['skinTone', 'skinType'] },
        { ...lipstick, reviewAttributes: [] },
      ],
    });
    // The url is the product page the shop serves, of the product's first variant.
    const page = (await request(testApp().app).get(`/page${foundation.url}`).set(identityHeaders())).body as VariantViewModel;
    expect(page.product.code).toBe(foundation.code);
    expect(page.variants[0]).toMatchObject({ url: foundation.url, isSelected: true });
    // And the picture is one the shop serves.
    const picture = await request(testApp().app).get(`${foundation.imageUrl}?w=60&q=75&fmt=webp`).set(identityHeaders());
    expect([picture.status, picture.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  test('team Social alone may ask; any browser identity is a 401, another service a 403', async () => {
    const { code } = await firstBelow('makeup/face/foundation');
    expect((await get(`?codes=${code}`)).status).toBe(200);
    for (const identity of [{}, { userId: 'm-1' }, { userId: 'a-1', roles: ['admin' as const] }]) {
      const refused = await get(`?codes=${code}`, identityHeaders(identity));
      expect([refused.status, refused.body.error?.code]).toEqual([401, 'service_only']);
    }
    for (const service of ['cart-checkout', 'account', 'gateway'] as const) {
      const refused = await get(`?codes=${code}`, identityHeaders({ service }));
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'service_not_allowed']);
    }
    expect((await request(testApp().app).get(`/internal/review-products?codes=${code}`)).status).toBe(401);
  });

  test('bad codes are a 400 naming the field', async () => {
    const tooMany = Array.from({ length: maxReviewProductCodes + 1 }, (_, index) => `P${20_000 + index}`).join(',');
    for (const query of ['', '?codes=', '?codes=,', '?codes=P10001%00', '?codes=P10001,not%20a%20code', '?codes=sephora:P1:2', '?codes=%F0', `?codes=${tooMany}`]) {
      const response = await get(query);
      expect([query, response.status]).toEqual([query, 400]);
      expect(response.body.error).toEqual({ code: 'bad_request', message: expect.stringContaining('codes'), fields: expect.any(Object) });
    }
  });
});
