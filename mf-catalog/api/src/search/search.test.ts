import request from 'supertest';
import type { BrandViewModel, CategoryViewModel } from '../../../contract/listing-pages';
import type { Facet } from '../../../contract/product-listing';
import type { SearchPageViewModel } from '../../../contract/search';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

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

  test('a product type finds its products, with facets and relevance sorting, and is recorded for popular searches', async () => {
    const page = await search('q=volume%20mascara', identityHeaders({ visitorId: 'v-search', clientAddress: '192.0.2.10' }));
    expect(page.componentName).toBe('SearchPageViewModel');
    expect(page.q).toBe('volume mascara');
    expect(page.meta.robots).toBe('noindex, follow');
    expect(page.listing.totalCount).toBeGreaterThan(2);
    expect(names(page).every((name) => /mascara/i.test(name))).toBe(true);
    expect(page.listing.sort).toBe('relevance');
    expect(page.listing.sortOptions[0]!.value).toBe('relevance');
    expect(page.listing.facets.map((candidate) => candidate.name)).toEqual(expect.arrayContaining(['brand', 'price', 'rating']));
    const [recorded] = await testApp().db.query<{ n: number }>("SELECT count(*)::int AS n FROM phrase_searchers WHERE phrase = 'volume mascara' AND result_count > 0");
    expect(recorded!.n).toBe(1);
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

  test("every facet value's count is the number of products its filter gives (price buckets, ratings, categories a level down)", async () => {
    const listed = async (url: string) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      return (response.body as { listing: SearchPageViewModel['listing'] }).listing;
    };
    const parameter = { brand: 'brand', category: 'category', price: 'price', tag: 'tag', rating: 'rating', inStock: 'inStock' } as const;
    for (const base of ['/api/search?q=cream', '/page/c/makeup']) {
      const listing = await listed(base);
      const checked = listing.facets.filter((candidate) => candidate.name in parameter);
      expect(checked.map((candidate) => candidate.name)).toEqual(expect.arrayContaining(['category', 'price', 'rating', 'inStock']));
      for (const candidate of checked) {
        for (const value of candidate.values.slice(0, 4)) {
          const filtered = await listed(`${base}${base.includes('?') ? '&' : '?'}${parameter[candidate.name as keyof typeof parameter]}=${encodeURIComponent(value.value)}`);
          expect([base, candidate.name, value.value, filtered.totalCount]).toEqual([base, candidate.name, value.value, value.count]);
        }
      }
    }
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

  test('bad parameters are a 400 and record nothing', async () => {
    const recorded = async () => (await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM phrase_searchers'))[0]!.n;
    const before = await recorded();
    const visitor = identityHeaders({ visitorId: 'v-bad', clientAddress: '192.0.2.11' });
    for (const query of ['q=x&price=abc', 'q=x&sort=cheapest', 'q=x&brand=Not%20a%20code', 'q=x&rating=9', `q=${'x'.repeat(201)}`, 'q=mascara%00', 'q=mascara&suggestionFor=%00']) {
      expect((await get(`/page/search?${query}`, visitor)).status).toBe(400);
    }
    expect((await get('/api/search', visitor)).status).toBe(400);
    for (const url of ['/api/search?q=mascara%00', '/api/search/products?q=mascara&brand=B001%00']) {
      const response = await get(url, visitor);
      expect([url, response.status, response.body.error?.code]).toEqual([url, 400, 'bad_request']);
    }
    expect(await recorded()).toBe(before);
  });

  test('/api/search answers the listing with facets, /api/search/products the products', async () => {
    const full = await get('/api/search?q=mascara&pageSize=5');
    expect(full.status).toBe(200);
    expect(full.body.listing.products).toHaveLength(5);
    expect(full.body.listing.facets.length).toBeGreaterThan(0);
    const products = await get('/api/search/products?q=mascara&pageSize=5');
    expect(products.body).toMatchObject({ q: 'mascara', totalCount: full.body.listing.totalCount, page: 1, pageSize: 5 });
  });

  test('each search entry holds what listings read and show, as the catalog has it (first variant, its prices, tags, names)', async () => {
    const [counts] = await testApp().db.query<{ entries: number; differ: number }>(
      `SELECT count(*)::int AS entries,
              count(*) FILTER (WHERE (e.brand_code, e.category_code, e.name, e.slug, e.brand_name, e.rating_tenths, e.review_count,
                                      e.popularity, e.launched_on, e.is_new, e.in_stock, e.tag_codes, e.variant_count, e.swatches,
                                      e.variant_code, e.size_unit, e.size_milli, e.prices, e.previous_prices, e.member_prices)
                                     IS DISTINCT FROM
                                     (p.brand_code, p.category_code, p.name, p.slug, b.name, p.rating_tenths, p.review_count,
                                      p.popularity, p.launched_on, p.is_new, p.in_stock,
                                      ARRAY(SELECT t.tag_code FROM product_tags t WHERE t.product_code = p.code ORDER BY t.tag_code),
                                      (SELECT count(*)::int FROM variants v WHERE v.product_code = p.code),
                                      ARRAY(SELECT v.shade_hex FROM variants v WHERE v.product_code = p.code AND v.shade_hex IS NOT NULL ORDER BY v.sort_order LIMIT 6),
                                      v0.code, v0.size_unit, v0.size_milli,
                                      (SELECT jsonb_object_agg(pr.currency, pr.amount) FROM variant_prices pr WHERE pr.variant_code = v0.code),
                                      (SELECT coalesce(jsonb_object_agg(pr.currency, pr.previous_amount), '{}') FROM variant_prices pr
                                       WHERE pr.variant_code = v0.code AND pr.previous_amount IS NOT NULL),
                                      (SELECT coalesce(jsonb_object_agg(pr.currency, pr.member_amount), '{}') FROM variant_prices pr
                                       WHERE pr.variant_code = v0.code AND pr.member_amount IS NOT NULL))
                                 OR NOT e.names @@ to_tsquery('simple', split_part(e.title, ' ', 1)))::int AS differ
       FROM search_entries e JOIN products p ON p.code = e.product_code JOIN brands b ON b.code = p.brand_code
       JOIN variants v0 ON v0.product_code = p.code AND v0.sort_order = 0`,
    );
    expect(counts).toEqual({ entries: 1200, differ: 0 });
  });

  test('after the seed the search indexes hold no pending entries (which every search would read through)', async () => {
    const pending = await testApp().db.query<{ index: string; pages: number }>(
      `SELECT c.relname AS index, gin_clean_pending_list(i.indexrelid)::int AS pages
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
       WHERE am.amname = 'gin' AND i.indrelid = ANY(ARRAY['search_entries', 'search_terms', 'search_words']::regclass[])`,
    );
    expect(pending.length).toBeGreaterThanOrEqual(6);
    expect(pending.filter((row) => row.pages > 0)).toEqual([]);
  });

  test('the tag facet counts what its filter gives, and two tags find the products with both', async () => {
    const page = await search('q=cream');
    const tag = facet(page, 'tag').values[0]!;
    const filtered = await search(`q=cream&tag=${tag.value}&pageSize=96`);
    expect(filtered.listing.totalCount).toBe(tag.count);
    expect(filtered.listing.products).toHaveLength(Math.min(96, tag.count));
    const other = facet(filtered, 'tag').values.find((value) => !value.isSelected)!;
    const both = await search(`q=cream&tag=${tag.value},${other.value}&pageSize=96`);
    const [row] = await testApp().db.query<{ withOther: number }>(
      'SELECT count(*)::int AS "withOther" FROM product_tags WHERE product_code = ANY($1::text[]) AND tag_code = $2',
      [filtered.listing.products.map((card) => card.productCode), other.value],
    );
    expect(both.listing.totalCount).toBe(row!.withOther);
    expect(row!.withOther).toBeGreaterThan(0);
  });

  test('an empty search asks for text and shows no products', async () => {
    const page = await search('q=');
    expect(page.listing.totalCount).toBe(0);
    expect(page.listing.products).toEqual([]);
  });
});
