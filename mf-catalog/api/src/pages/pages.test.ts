import request from 'supertest';
import type { PageBase, StartPageViewModel, VariantViewModel } from '@storefront/platform';
import type { CmsPageViewModel, PageNotFoundViewModel } from '../../../contract/content-pages';
import type { BrandListPageViewModel, BrandViewModel, CategoryViewModel } from '../../../contract/listing-pages';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

describeOnEachBackend('catalog pages', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);

  const expectPageBase = (page: PageBase, componentName: string) => {
    expect(page.componentName).toBe(componentName);
    expect(page.meta.title).toEqual(expect.any(String));
    expect(page.meta.description).toEqual(expect.any(String));
    expect(page.canonicalUrl).toMatch(/^\//);
    expect(page.currentTheme).toEqual(expect.any(String));
    expect(page.trackingInformationSection).toEqual(expect.any(String));
    expect(page.fallback).toBeUndefined();
  };

  test('the start page has a hero, product lists, category tiles and a brand strip', async () => {
    const response = await get('/page/');
    expect(response.status).toBe(200);
    const page = response.body as StartPageViewModel;
    expectPageBase(page, 'StartPageViewModel');
    expect(page.trackingInformationSection).toBe('start');
    expect(page.blocks.map((block) => block.type)).toEqual(['hero', 'product-list', 'category-tiles', 'product-list', 'brand-strip']);
    expect(page.blocks[1]!.products!.every((card) => card.isNew)).toBe(true);
    expect(page.blocks[3]!.products![0]!.url).toMatch(/^\/p\/[a-z0-9-]+\/\d{6}$/);
    expect(page.blocks[2]!.links!.map((link) => link.url)).toContain('/c/makeup');
    expect(page.blocks[2]!.link).toEqual({ name: 'Alla kategorier', url: '/c' });
  });

  test('a category page lists the products of its descendants, 24 a page, with its children and their counts', async () => {
    const response = await get('/page/c/makeup');
    expect(response.status).toBe(200);
    const page = response.body as CategoryViewModel;
    expectPageBase(page, 'CategoryViewModel');
    expect(page.category).toMatchObject({ code: 'makeup', name: 'Smink', url: '/c/makeup' });
    expect(page.breadcrumbs).toEqual([{ name: 'Hem', url: '/' }, { name: 'Smink', url: '/c/makeup' }]);
    expect(page.children).toHaveLength(6);
    const childTotal = page.children.reduce((sum, child) => sum + child.productCount, 0);
    expect(page.listing.totalCount).toBe(childTotal);
    expect(page.listing).toMatchObject({ page: 1, pageSize: 24, sort: 'popularity' });
    expect(page.listing.products).toHaveLength(24);
    expect(page.listing.sortOptions.map((option) => option.value)).toEqual(['popularity', 'price-asc', 'price-desc', 'rating', 'news', 'name']);
    expect(page.trackingInformationProducts[0]).toEqual({ id: page.listing.products[0]!.code, quantity: 1, category: 'Smink' });
    for (const card of page.listing.products) {
      expect(card.price.current.currency).toBe('SEK');
      expect(Number.isInteger(card.price.current.amount)).toBe(true);
      expect(card.image.src).toBe(`/images/products/${card.code}/1`);
    }
  });

  test('category names follow the shopper’s culture', async () => {
    const english = (await get('/page/c/makeup', identityHeaders({ culture: 'en-US' }))).body as CategoryViewModel;
    expect(english.category.name).toBe('Makeup');
    const german = (await get('/page/c/makeup', identityHeaders({ market: 'DE', culture: 'de-DE' }))).body as CategoryViewModel;
    expect(german.category.name).toBe('Make-up');
    expect(german.listing.products[0]!.price.current.currency).toBe('EUR');
  });

  test('paging walks through the listing without repeats, and past the end is empty', async () => {
    const first = (await get('/page/c/skincare')).body as CategoryViewModel;
    const second = (await get('/page/c/skincare?page=2')).body as CategoryViewModel;
    expect(second.listing.page).toBe(2);
    expect(second.url).toBe('/c/skincare?page=2');
    expect(second.canonicalUrl).toBe('/c/skincare?page=2');
    expect(second.listing.totalCount).toBe(first.listing.totalCount);
    const firstCodes = new Set(first.listing.products.map((card) => card.productCode));
    expect(second.listing.products.some((card) => firstCodes.has(card.productCode))).toBe(false);
    const beyond = (await get('/page/c/skincare?page=999')).body as CategoryViewModel;
    expect(beyond.listing.products).toEqual([]);
    expect(beyond.listing.totalCount).toBe(first.listing.totalCount);
  });

  test.each([
    ['price-asc', (a: number, b: number) => a <= b],
    ['price-desc', (a: number, b: number) => a >= b],
  ])('sort=%s orders by price', async (sort, inOrder) => {
    const page = (await get(`/page/c/hair?sort=${sort}&pageSize=96`)).body as CategoryViewModel;
    const amounts = page.listing.products.map((card) => card.price.current.amount);
    expect(amounts.length).toBeGreaterThan(20);
    amounts.slice(1).forEach((amount, index) => expect(inOrder(amounts[index]!, amount)).toBe(true));
  });

  test('sort=name orders by name and sort=news puts new products first', async () => {
    const byName = (await get('/page/c/hair?sort=name')).body as CategoryViewModel;
    const names = byName.listing.products.map((card) => card.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byNews = (await get('/page/c/makeup?sort=news')).body as CategoryViewModel;
    expect(byNews.listing.products[0]!.isNew).toBe(true);
    expect(byNews.listing.sort).toBe('news');
  });

  test.each(['page=0', 'page=abc', 'page=1.5', 'sort=cheapest', 'pageSize=1000', 'page=1&page=2'])(
    'a bad listing query (%s) is a 400 with an error JSON',
    async (query) => {
      const response = await get(`/page/c/makeup?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'bad_request', message: expect.any(String), fields: expect.any(Object) });
    },
  );

  test.each(['/page/c/makeup?q=%00', '/page/?utm_source=%00', '/page/brands?_lid=a%00', '/page/fragrance-finder?family=%00', '/page/info/about?page=%00'])(
    'a page URL with a NUL in its query (%s) is a 400 error JSON, not a 500',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.error).toMatchObject({ code: 'bad_request', fields: expect.any(Object) });
    },
  );

  test('fragrance categories have the fragrance theme, down to level 4', async () => {
    const page = (await get('/page/c/fragrance/women/perfume/eau-de-parfum')).body as CategoryViewModel;
    expect(page.currentTheme).toBe('fragrance');
    expect(page.breadcrumbs).toHaveLength(5);
    expect(page.children).toEqual([]);
    expect(page.listing.totalCount).toBeGreaterThan(0);
  });

  test('the offers listing holds products on sale or with a member price', async () => {
    const page = (await get('/page/c/offers')).body as CategoryViewModel;
    expect(page.componentName).toBe('CategoryViewModel');
    expect(page.trackingInformationSection).toBe('campaigns');
    expect(page.listing.totalCount).toBeGreaterThan(0);
    for (const card of page.listing.products) {
      expect(card.price.comparisonPrices.length > 0 || card.price.memberPrice !== undefined).toBe(true);
    }
  });

  test('the brand list groups every brand under its letter, A–Z', async () => {
    const page = (await get('/page/brands')).body as BrandListPageViewModel;
    expectPageBase(page, 'BrandListPageViewModel');
    const letters = page.groups.map((group) => group.letter);
    expect(letters).toEqual([...letters].sort());
    const brands = page.groups.flatMap((group) => group.brands);
    expect(brands.length).toBeGreaterThanOrEqual(60);
    for (const group of page.groups) for (const brand of group.brands) expect(brand.name.normalize('NFD')[0]!.toUpperCase()).toBe(group.letter);
    expect(brands.find((brand) => brand.name === 'Sølvberg Apotek')).toMatchObject({ url: '/brands/solvberg-apotek', code: expect.any(String) });
  });

  test('a brand page lists only that brand’s products', async () => {
    const page = (await get('/page/brands/aurelie-noor')).body as BrandViewModel;
    expectPageBase(page, 'BrandViewModel');
    expect(page.brand).toMatchObject({ name: 'Aurélie Noor', url: '/brands/aurelie-noor', color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(page.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/brands', '/brands/aurelie-noor']);
    expect(page.listing.totalCount).toBeGreaterThan(0);
    expect(page.listing.products.every((card) => card.brandName === 'Aurélie Noor')).toBe(true);
  });

  test('a product page shows the selected variant, its siblings, price, stock, images and JSON-LD', async () => {
    const listing = (await get('/page/c/makeup/lips/lipstick')).body as CategoryViewModel;
    const card = listing.listing.products[0]!;
    const response = await get(`/page${card.url}`);
    expect(response.status).toBe(200);
    const page = response.body as VariantViewModel;
    expectPageBase(page, 'VariantViewModel');
    expect(page.url).toBe(card.url);
    expect(page.product.productVariesBy).toBe('COLOR');
    expect(page.variant.code).toBe(card.code);
    expect(page.variant.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(page.variant.images.length).toBeGreaterThanOrEqual(2);
    expect(page.variant.images.length).toBeLessThanOrEqual(3);
    expect(page.variant.size).toBe('3,5 g');
    expect(page.variant.price.current.currency).toBe('SEK');
    expect(page.variant.price.unitPrice?.measure).toBe('kg');
    expect(page.variant.maxQuantity).toBeGreaterThanOrEqual(0);
    expect(page.variants.filter((option) => option.isSelected)).toHaveLength(1);
    expect(page.variants.every((option) => option.color)).toBe(true);
    expect(page.breadcrumbs.at(-1)).toEqual({ name: page.product.name, url: card.url });
    expect(page.trackingProduct).toEqual({ id: card.code, quantity: 1, category: 'Smink/Läppar/Läppstift' });
    const product = page.jsonLd!.find((item) => item['@type'] === 'Product')!;
    expect(product.sku).toBe(card.code);
    expect(product.offers).toHaveLength(page.variants.length);
  });

  test('size variants are named by their size; fragrance products have the fragrance theme', async () => {
    const listing = (await get('/page/c/fragrance/women/perfume/eau-de-parfum')).body as CategoryViewModel;
    const page = (await get(`/page${listing.listing.products[0]!.url}`)).body as VariantViewModel;
    expect(page.currentTheme).toBe('fragrance');
    expect(page.product.productVariesBy).toBe('SIZE');
    expect(page.variant.unit).toBe('ml');
    expect(page.variants.every((option) => /^\d+ ml$/.test(option.size ?? ''))).toBe(true);
    expect(page.variant.price.unitPrice?.measure).toBe('l');
  });

  test('a product URL with an old slug answers with the product and its actual URL', async () => {
    const listing = (await get('/page/c/hair')).body as CategoryViewModel;
    const card = listing.listing.products[0]!;
    const response = await get(`/page/p/old-name/${card.code}?_lid=menu`);
    expect(response.status).toBe(200);
    expect(response.headers['x-actual-url']).toBe(card.url);
  });

  test('members pay the member price, other shoppers see it beside the price', async () => {
    const offers = (await get('/page/c/offers?pageSize=96')).body as CategoryViewModel;
    const card = offers.listing.products.find((candidate) => candidate.price.memberPrice)!;
    expect(card).toBeDefined();
    const member = (await get(`/page${card.url}`, identityHeaders({ userId: 'u-1' }))).body as VariantViewModel;
    expect(member.variant.price.isMemberPrice).toBe(true);
    expect(member.variant.price.current).toEqual(card.price.memberPrice);
  });

  test('an upcoming variant is monitorable, carries its date and cannot be bought yet', async () => {
    const [upcoming] = await testApp().db.query<{ code: string }>(
      `SELECT v.code FROM variants v JOIN variant_stock s ON s.variant_code = v.code
       WHERE s.purchase_available_from > '2026-01-15' ORDER BY v.code LIMIT 1`,
    );
    const page = (await get(`/page/p/any/${upcoming!.code}`)).body as VariantViewModel;
    expect(page.variant.stockStatus).toMatchObject({ isBuyable: false, isUnavailable: true, isMonitorable: true });
    expect(page.variant.stockStatus.purchaseAvailableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.variant.maxQuantity).toBe(0);
  });

  test.each(['about-us', 'delivery', 'returns', 'privacy-policy', 'customer-service', 'terms'])(
    'the %s page is in Swedish for sv-SE and in English otherwise',
    async (slug) => {
      const swedish = (await get(`/page/info/${slug}`)).body as CmsPageViewModel;
      expectPageBase(swedish, 'CmsPageViewModel');
      expect(swedish.body.length).toBeGreaterThan(0);
      expect(swedish.related).toHaveLength(5);
      const finnish = (await get(`/page/info/${slug}`, identityHeaders({ market: 'FI', culture: 'fi-FI' }))).body as CmsPageViewModel;
      const english = (await get(`/page/info/${slug}`, identityHeaders({ culture: 'en-US' }))).body as CmsPageViewModel;
      expect(finnish.heading).toBe(english.heading);
      expect(swedish.heading).not.toBe(english.heading);
    },
  );

  test.each(['/page/nope', '/page/c/no-such-category', '/page/p/some-slug/999999', '/page/p/too/short', '/page/info/nothing', '/page/brands/nobody'])(
    '%s is the not-found page with 404',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      const page = response.body as PageNotFoundViewModel;
      expectPageBase(page, 'PageNotFoundViewModel');
      expect(page.heading).toBe('Sidan hittades inte');
      expect(page.links.map((link) => link.url)).toContain('/');
    },
  );

  test('with _fallback=1 a page carries its no-JavaScript fallback', async () => {
    const page = (await get('/page/c/makeup?_fallback=1')).body as CategoryViewModel;
    expect(page.fallback!.headings[0]).toEqual({ level: 1, text: 'Smink' });
    expect(page.fallback!.links.some((link) => link.href.startsWith('/p/'))).toBe(true);
    const start = (await get('/page/?_fallback=1')).body as StartPageViewModel;
    expect(start.fallback!.links.length).toBeGreaterThan(10);
    const missing = await get('/page/gone?_fallback=1');
    expect(missing.body.fallback.headings[0].text).toBe('Sidan hittades inte');
  });

  test('a trailing slash answers with the page and its actual URL', async () => {
    const response = await get('/page/c/makeup/?sort=name&_asd=1');
    expect(response.status).toBe(200);
    expect(response.headers['x-actual-url']).toBe('/c/makeup?sort=name');
  });
});
