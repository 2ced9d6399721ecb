import request from 'supertest';
import type { BrandViewModel, CategoryViewModel, Facet, SearchPageViewModel } from '@storefront/platform';
import { describeOnEachBackend, identityHeaders } from '../test-support/test-app';

// The search page and /api/search on the demo catalog (Swedish shopper unless said otherwise).
describeOnEachBackend('search', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);
  const search = async (query: string, identity = identityHeaders()) => {
    const response = await get(`/page/search?${query}`, identity);
    expect(response.status).toBe(200);
    return response.body as SearchPageViewModel;
  };
  const names = (page: SearchPageViewModel) => page.listing.products.map((card) => `${card.brandName} ${card.name}`);
  const facet = (page: { listing: { facets: Facet[] } }, name: Facet['name']) => page.listing.facets.find((candidate) => candidate.name === name)!;

  test('a product type finds its products, with facets and relevance sorting, and is logged', async () => {
    const page = await search('q=volume%20mascara');
    expect(page.componentName).toBe('SearchPageViewModel');
    expect(page.q).toBe('volume mascara');
    expect(page.meta.robots).toBe('noindex, follow');
    expect(page.listing.totalCount).toBeGreaterThan(2);
    expect(names(page).every((name) => /mascara/i.test(name))).toBe(true);
    expect(page.listing.sort).toBe('relevance');
    expect(page.listing.sortOptions[0]!.value).toBe('relevance');
    expect(page.listing.facets.map((candidate) => candidate.name)).toEqual(expect.arrayContaining(['brand', 'price', 'rating']));
    const [logged] = await testApp().db.query<{ n: number }>("SELECT count(*)::int AS n FROM search_log WHERE phrase = 'volume mascara' AND result_count > 0");
    expect(logged!.n).toBeGreaterThanOrEqual(1);
  });

  test("the shopper's language: a Swedish word finds the lipsticks, a Swedish synonym the perfumes", async () => {
    // /api/search: the page would send a category's exact name to the category.
    const lipsticks = (await get(`/api/search?q=${encodeURIComponent('läppstift')}`)).body as { listing: SearchPageViewModel['listing'] };
    expect(lipsticks.listing.totalCount).toBeGreaterThan(3);
    expect(lipsticks.listing.products.slice(0, 5).every((card) => /lip/i.test(card.name))).toBe(true);
    const perfumes = await search('q=parfym%20amber');
    expect(perfumes.listing.totalCount).toBeGreaterThan(0);
    expect(names(perfumes).slice(0, 3).every((name) => /eau de|parfum|perfume|mist/i.test(name))).toBe(true);
  });

  test('a misspelt word is corrected, and the page offers the correction', async () => {
    const page = await search('q=mascarra');
    expect(page.correctedQuery).toBe('mascara');
    expect(page.didYouMean).toEqual([{ name: 'mascara', url: '/search?q=mascara' }]);
    expect(page.listing.totalCount).toBeGreaterThan(5);
  });

  test('a variant code finds its product first', async () => {
    const [variant] = await testApp().db.query<{ code: string; product_code: string }>('SELECT code, product_code FROM variants ORDER BY code DESC LIMIT 1');
    const page = await search(`q=${variant!.code}`);
    expect(page.listing.products[0]!.productCode).toBe(variant!.product_code);
  });

  test("a brand's name goes to the brand's page, reporting the search phrase", async () => {
    const [brand] = await testApp().db.query<{ name: string; slug: string }>('SELECT name, slug FROM brands ORDER BY name LIMIT 1');
    const response = await get(`/page/search?q=${encodeURIComponent(brand!.name.toLowerCase())}`);
    const page = response.body as BrandViewModel;
    expect(page.componentName).toBe('BrandViewModel');
    expect(page.redirectedSearchPhrase).toBe(brand!.name.toLowerCase());
    expect(response.headers['x-actual-url']).toBe(`/brands/${brand!.slug}`);
    const category = (await get(`/page/search?q=${encodeURIComponent('Läppstift')}`)).body as CategoryViewModel;
    expect(category.componentName).toBe('CategoryViewModel');
    expect(category.redirectedSearchPhrase).toBe('Läppstift');
  });

  test("a facet's count is the number of products its filter gives, other facets still count", async () => {
    const page = await search('q=cream');
    const brand = facet(page, 'brand').values[0]!;
    const filtered = await search(`q=cream&brand=${brand.value}`);
    expect(filtered.listing.totalCount).toBe(brand.count);
    expect(facet(filtered, 'brand').values.find((value) => value.value === brand.value)!.isSelected).toBe(true);
    expect(facet(filtered, 'brand').values.length).toBe(facet(page, 'brand').values.length);
    const price = facet(filtered, 'price').values[0]!;
    const both = await search(`q=cream&brand=${brand.value}&price=${price.value}`);
    expect(both.listing.totalCount).toBe(price.count);
    expect(both.listing.products.every((card) => card.brandName === filtered.listing.products[0]!.brandName)).toBe(true);
    const inStock = await search('q=cream&inStock=1');
    expect(inStock.listing.totalCount).toBe(facet(page, 'inStock').values[0]!.count);
  });

  test('sorting by price, and paging', async () => {
    const page = await search('q=serum&sort=price-asc&pageSize=10');
    const prices = page.listing.products.map((card) => card.price.current.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await search('q=serum&sort=price-asc&pageSize=10&page=2');
    expect(second.listing.products[0]!.price.current.amount).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    expect(second.url).toBe('/search?q=serum&sort=price-asc&pageSize=10&page=2');
  });

  test('category pages filter with the same facets', async () => {
    const page = (await get('/page/c/makeup?tag=vegan&inStock=1')).body as CategoryViewModel;
    expect(page.listing.filters).toMatchObject({ tag: ['vegan'], inStock: true });
    expect(facet(page, 'tag').values.find((value) => value.value === 'vegan')).toMatchObject({ isSelected: true, count: page.listing.totalCount });
    expect(page.canonicalUrl).toBe('/c/makeup');
  });

  test('bad parameters are a 400 and log nothing', async () => {
    const before = (await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_log'))[0]!.n;
    for (const query of ['q=x&price=abc', 'q=x&sort=cheapest', 'q=x&brand=Not%20a%20code', 'q=x&rating=9', `q=${'x'.repeat(201)}`]) {
      expect((await get(`/page/search?${query}`)).status).toBe(400);
    }
    expect((await get('/api/search')).status).toBe(400);
    expect((await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_log'))[0]!.n).toBe(before);
  });

  test('/api/search answers the listing with facets, /api/search/products the products', async () => {
    const full = await get('/api/search?q=mascara&pageSize=5');
    expect(full.status).toBe(200);
    expect(full.body.listing.products).toHaveLength(5);
    expect(full.body.listing.facets.length).toBeGreaterThan(0);
    const products = await get('/api/search/products?q=mascara&pageSize=5');
    expect(products.body).toMatchObject({ q: 'mascara', totalCount: full.body.listing.totalCount, page: 1, pageSize: 5 });
  });

  test('an empty search asks for text and shows no products', async () => {
    const page = await search('q=');
    expect(page.listing.totalCount).toBe(0);
    expect(page.listing.products).toEqual([]);
  });
});
