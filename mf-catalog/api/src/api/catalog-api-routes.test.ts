import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../test-support/test-app';

describeOnEachBackend('catalog API', (testApp) => {
  const get = (url: string) => request(testApp().app).get(url).set(identityHeaders({ market: 'NO', culture: 'nb-NO' }));

  test('GET /api/catalog/brands lists every brand with its product count', async () => {
    const response = await get('/api/catalog/brands');
    expect(response.status).toBe(200);
    expect(response.body.brands.length).toBeGreaterThanOrEqual(60);
    expect(response.body.brands[0]).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      url: expect.stringMatching(/^\/brands\//),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      description: expect.any(String),
      productCount: expect.any(Number),
    });
  });

  test('GET /api/catalog/brands/:code is one brand, or a 404 error JSON', async () => {
    const brand = await get('/api/catalog/brands/B001');
    expect(brand.status).toBe(200);
    expect(brand.body.brand).toMatchObject({ code: 'B001', name: 'Aurélie Noor' });
    const missing = await get('/api/catalog/brands/B999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  test('GET /api/catalog/variants/:code is the variant with its product, priced for the market', async () => {
    const [row] = await testApp().db.query<{ code: string }>('SELECT code FROM variants ORDER BY code LIMIT 1');
    const response = await get(`/api/catalog/variants/${row!.code}`);
    expect(response.status).toBe(200);
    expect(response.body.variant.code).toBe(row!.code);
    expect(response.body.variant.price.current.currency).toBe('NOK');
    expect(response.body.product.brand.url).toMatch(/^\/brands\//);
    expect(response.body.url).toMatch(new RegExp(`/${row!.code}$`));
    for (const code of ['999999', 'abc']) {
      const missing = await get(`/api/catalog/variants/${code}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    }
  });
});
