import request from 'supertest';
import type { CatalogListingResult, CategoryResult, CertificateResult, TopBrandsResult, VariantListingResult } from '../../../contract/listing-pages';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

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
    const missing = await get('/api/catalog/variants/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const malformed = await get('/api/catalog/variants/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ code: 'A variant code is 6 digits.' });
  });

  const listingOf = async (url: string) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    return (response.body as CatalogListingResult).listing;
  };

  const expectError = async (url: string, status: number, code: string) => {
    const response = await get(url);
    expect([url, response.status]).toEqual([url, status]);
    expect(response.body.error.code).toBe(code);
  };

  /** Most products first, and each count is the listing's total filtered by that brand. */
  const expectTopBrandsOf = async (base: string) => {
    const { brands } = (await get(`${base}/top-brands`)).body as TopBrandsResult;
    expect(brands.length).toBeGreaterThan(2);
    expect(brands.length).toBeLessThanOrEqual(10);
    const counts = brands.map((brand) => brand.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(brands[0]!.url).toMatch(/^\/brands\/[a-z0-9-]+$/);
    for (const brand of [brands[0]!, brands.at(-1)!]) expect((await listingOf(`${base}/products?brand=${brand.code}`)).totalCount).toBe(brand.productCount);
    expect(((await get(`${base}/top-brands?limit=2`)).body as TopBrandsResult).brands).toEqual(brands.slice(0, 2));
    for (const limit of ['0', '31', 'many']) await expectError(`${base}/top-brands?limit=${limit}`, 400, 'bad_request');
  };

  test('GET /api/catalog/brands/:code/products is the brand page’s listing, with its parameters', async () => {
    const { brand } = (await get('/api/catalog/brands/B001')).body as { brand: { name: string; productCount: number } };
    const listing = await listingOf('/api/catalog/brands/B001/products?pageSize=48&sort=name');
    expect(listing.totalCount).toBe(brand.productCount);
    expect(listing.pageSize).toBe(48);
    expect(listing.products.every((card) => card.brandName === brand.name)).toBe(true);
    expect(listing.products[0]!.price.current.currency).toBe('NOK');
    expect(listing.facets.map((facet) => facet.name)).not.toContain('brand');
    await expectError('/api/catalog/brands/B999/products', 404, 'not_found');
    await expectError('/api/catalog/brands/B%201!/products', 400, 'bad_request');
    await expectError('/api/catalog/brands/B001/products?sort=cheapest', 400, 'bad_request');
  });

  test('GET /api/catalog/categories/{code}: a code with slashes as is or URL-encoded, with its children and count', async () => {
    const response = await get('/api/catalog/categories/makeup/lips');
    expect(response.status).toBe(200);
    const { category, breadcrumbs, children } = response.body as CategoryResult;
    expect(category).toMatchObject({ code: 'makeup/lips', name: 'Lepper', url: '/c/makeup/lips', level: 2, parentCode: 'makeup' });
    expect(breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/c/makeup', '/c/makeup/lips']);
    expect(children.length).toBeGreaterThan(1);
    expect(children.reduce((sum, child) => sum + child.productCount, 0)).toBe(category.productCount);
    expect((await get('/api/catalog/categories/makeup%2Flips')).body).toEqual(response.body);
    expect((await listingOf('/api/catalog/categories/makeup/lips/products')).totalCount).toBe(category.productCount);
    expect((await listingOf('/api/catalog/categories/makeup%2Flips/products?page=2')).page).toBe(2);
    await expectError('/api/catalog/categories/makeup/nothing', 404, 'not_found');
    await expectError('/api/catalog/categories/makeup/nothing/products', 404, 'not_found');
    await expectError('/api/catalog/categories/Makeup', 400, 'bad_request');
    await expectError('/api/catalog/categories/makeup/lips/products?page=0', 400, 'bad_request');
  });

  test('GET /api/catalog/categories/{code}/top-brands: the brands with most products in it', async () => {
    await expectTopBrandsOf('/api/catalog/categories/skincare');
  });

  test('GET /api/catalog/certificates/{code}, /products and /top-brands; a plain tag is no certificate', async () => {
    const { certificate } = (await get('/api/catalog/certificates/vegan')).body as CertificateResult;
    expect(certificate).toMatchObject({ code: 'vegan', name: 'Vegansk', url: '/certificates/vegan', isCertificate: true });
    expect(certificate.description).toMatch(/animalsk/);
    const listing = await listingOf('/api/catalog/certificates/vegan/products');
    expect(listing.totalCount).toBe(certificate.productCount);
    expect(listing.facets.find((facet) => facet.name === 'tag')?.values.map((value) => value.value) ?? []).not.toContain('vegan');
    await expectTopBrandsOf('/api/catalog/certificates/vegan');
    await expectError('/api/catalog/certificates/long-lasting', 404, 'not_found');
    await expectError('/api/catalog/certificates/no-such-thing/top-brands', 404, 'not_found');
    await expectError('/api/catalog/certificates/vegan!/products', 400, 'bad_request');
    await expectError('/api/catalog/certificates/vegan/products?rating=9', 400, 'bad_request');
  });

  test('GET /api/catalog/variants?codes= answers each variant as the single lookup does, unknown ones apart', async () => {
    const [first, second] = await testApp().db.query<{ code: string }>('SELECT code FROM variants ORDER BY code DESC LIMIT 2');
    const response = await get(`/api/catalog/variants?codes=${first!.code},999999,${second!.code},${first!.code}`);
    expect(response.status).toBe(200);
    expect(response.body.missingCodes).toEqual(['999999']);
    expect(response.body.variants).toEqual([(await get(`/api/catalog/variants/${first!.code}`)).body, (await get(`/api/catalog/variants/${second!.code}`)).body]);
    expect(response.body.variants[0].variant.price.current.currency).toBe('NOK');
    const tooMany = Array.from({ length: 97 }, (_, index) => String(100_000 + index)).join(',');
    for (const query of ['', 'codes=', 'codes=abc', `codes=${tooMany}`, 'codes=100001&codes=100002']) {
      await expectError(`/api/catalog/variants?${query}`, 400, 'bad_request');
    }
  });

  test('GET /api/catalog/variants/listing?codes= is the cards of those very variants in order, unknown ones apart', async () => {
    const [first, second] = await testApp().db.query<{ code: string; product_code: string }>(
      'SELECT code, product_code FROM variants WHERE sort_order = 1 ORDER BY code DESC LIMIT 2',
    );
    const response = await get(`/api/catalog/variants/listing?codes=${first!.code},999999,${second!.code},${first!.code}`);
    expect(response.status).toBe(200);
    const { products, missingCodes } = response.body as VariantListingResult;
    expect(products.map((card) => [card.code, card.productCode])).toEqual([
      [first!.code, first!.product_code],
      [second!.code, second!.product_code],
    ]);
    expect(products[0]!.url).toMatch(new RegExp(`/${first!.code}$`));
    expect(products[0]!.price.current.currency).toBe('NOK');
    expect(missingCodes).toEqual(['999999']);
    const everything = await listingOf('/api/catalog/variants/listing?brand=B001&pageSize=10');
    expect(everything.products).toHaveLength(10);
    expect(everything.facets.find((facet) => facet.name === 'brand')!.values.find((value) => value.isSelected)!.value).toBe('B001');
    const tooMany = Array.from({ length: 97 }, (_, index) => String(100_000 + index)).join(',');
    for (const query of ['codes=', 'codes=abc', 'codes=1234567', `codes=${tooMany}`, 'codes=100001&codes=100002', 'page=-1']) {
      await expectError(`/api/catalog/variants/listing?${query}`, 400, 'bad_request');
    }
  });

  test('a NUL in any part of a catalog call is a 400 naming the field, never a 500', async () => {
    const calls: [url: string, field: string][] = [
      ['/api/catalog/brands/B001%00', 'code'],
      ['/api/catalog/brands/B001/products?sort=name%00', 'sort'],
      ['/api/catalog/brands/B001/products?utm_source=%00', 'utm_source'],
      ['/api/catalog/categories/makeup%00', 'rest'],
      ['/api/catalog/categories/makeup/top-brands?limit=2%00', 'limit'],
      ['/api/catalog/certificates/vegan%00', 'code'],
      ['/api/catalog/certificates/vegan/products?brand=B001%00', 'brand'],
      ['/api/catalog/campaigns/vegan-week%00/products', 'code'],
      ['/api/catalog/variants/listing?codes=100001%00', 'codes'],
      ['/api/catalog/variants/listing?q=%00', 'q'],
    ];
    for (const [url, field] of calls) {
      const response = await get(url);
      expect([url, response.status, response.body.error?.code, Object.keys(response.body.error?.fields ?? {})]).toEqual([url, 400, 'bad_request', [field]]);
    }
  });
});
