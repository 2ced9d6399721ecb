import request from 'supertest';
import type { MainMenu, VariantViewModel } from '@storefront/platform';
import type { FragranceSearchPageViewModel } from '../../../contract/fragrance-finder';
import type { CategoryViewModel } from '../../../contract/listing-pages';
import type { Facet } from '../../../contract/product-listing';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { refreshStaleFragranceProfiles } from './refresh-fragrance-profiles';

// The fragrance finder on the demo catalog (Swedish shopper unless said otherwise): the demo's scent-named products
// carry family highlights and name their notes ("Rose Noire", "Vanilla Smoke").
describeOnEachBackend('fragrance finder', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);
  const finder = async (query = '', identity = identityHeaders()) => {
    const response = await get(`/page/fragrance-finder${query ? `?${query}` : ''}`, identity);
    expect(response.status).toBe(200);
    return response.body as FragranceSearchPageViewModel;
  };
  const facet = (page: FragranceSearchPageViewModel, name: Facet['name']) => page.listing.facets.find((candidate) => candidate.name === name);
  const codesWith = async (table: 'product_fragrance_families' | 'product_fragrance_notes', column: 'family_code' | 'note_code', code: string) =>
    new Set((await testApp().db.query<{ product_code: string }>(`SELECT product_code FROM ${table} WHERE ${column} = $1`, [code])).map((row) => row.product_code));
  const allProductCodes = async (query: string) => {
    const first = await finder(`${query}&pageSize=96`);
    const pages = Math.ceil(first.listing.totalCount / 96);
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => finder(`${query}&pageSize=96&page=${index + 2}`)));
    return [first, ...rest].flatMap((page) => page.listing.products.map((card) => card.productCode));
  };

  test('lists every fragrance with the four families as tiles, notes and whom-for facets, as a search page', async () => {
    const page = await finder();
    expect(page.componentName).toBe('FragranceSearchPageViewModel');
    expect(page.trackingInformationSection).toBe('search');
    expect(page.heading).toBe('Doftguiden');
    expect(page.canonicalUrl).toBe('/fragrance-finder');
    expect(page.meta.robots).toBeUndefined();
    expect(page.breadcrumbs).toEqual([
      { name: 'Hem', url: '/' },
      { name: 'Dofter', url: '/c/fragrance' },
      { name: 'Doftguiden', url: '/fragrance-finder' },
    ]);
    expect(page.jsonLd![0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, item: '/' }, {}, { position: 3, item: '/fragrance-finder' }] });
    const [fragrances] = await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_fragrances');
    expect(page.listing.totalCount).toBe(fragrances!.n);
    expect(page.listing.totalCount).toBeGreaterThan(100);
    expect(page.families.map((family) => [family.code, family.name])).toEqual([
      ['floral', 'Blommig'],
      ['fresh', 'Frisk'],
      ['woody-earthy', 'Träig & jordig'],
      ['warm-spicy', 'Varm & kryddig'],
    ]);
    for (const family of page.families) {
      expect(family).toMatchObject({ isSelected: false, url: `/fragrance-finder?family=${family.code}`, colour: expect.stringMatching(/^#[0-9a-f]{6}$/) });
      expect(family.count).toBeGreaterThan(5);
    }
    expect(page.listing.facets.map((candidate) => candidate.name)).toEqual(['note', 'audience', 'brand', 'price', 'rating', 'inStock']);
    expect(facet(page, 'audience')!.values.map((value) => value.text).sort()).toEqual(['För henne', 'För honom', 'Unisex']);
    expect(page.trackingInformationProducts[0]).toEqual({ id: page.listing.products[0]!.code, quantity: 1, category: 'Söksida' });
    const categories = await testApp().db.query<{ category_code: string }>('SELECT category_code FROM products WHERE code = ANY($1::text[])', [
      page.listing.products.map((card) => card.productCode),
    ]);
    expect(categories.every((row) => /^(fragrance\/|men\/mens-fragrance)/.test(row.category_code))).toBe(true);
  });

  test("a family's tile count is what choosing it lists, two families list either, and the tile takes it out again", async () => {
    const start = await finder();
    const floral = start.families.find((family) => family.code === 'floral')!;
    const fresh = start.families.find((family) => family.code === 'fresh')!;
    const page = await finder('family=floral');
    expect(page.listing.totalCount).toBe(floral.count);
    expect(page.canonicalUrl).toBe('/fragrance-finder?family=floral');
    expect(page.meta.title).toBe('Doftguiden: Blommig | Beauty Store');
    expect(page.families.find((family) => family.code === 'floral')).toMatchObject({ isSelected: true, count: floral.count, url: '/fragrance-finder' });
    expect(page.families.find((family) => family.code === 'fresh')!.url).toBe('/fragrance-finder?family=floral%2Cfresh');
    const floralCodes = await codesWith('product_fragrance_families', 'family_code', 'floral');
    expect(page.listing.products.every((card) => floralCodes.has(card.productCode))).toBe(true);

    const both = await finder('family=floral,fresh');
    const freshCodes = await codesWith('product_fragrance_families', 'family_code', 'fresh');
    const either = [...new Set([...floralCodes, ...freshCodes])];
    const [union] = await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_fragrances WHERE product_code = ANY($1::text[])', [either]);
    expect(both.listing.totalCount).toBe(union!.n);
    expect(both.listing.totalCount).toBeGreaterThan(Math.max(floral.count, fresh.count));
    expect(both.families.filter((family) => family.isSelected).map((family) => family.code)).toEqual(['floral', 'fresh']);
  });

  test('notes narrow: each note count is what adding it lists, and two notes list products with both', async () => {
    const page = await finder('family=floral');
    const notes = facet(page, 'note')!;
    expect(notes.kind).toBe('multi');
    expect(notes.values.length).toBeGreaterThan(2);
    const rose = notes.values.find((value) => value.value === 'rose')!;
    expect(rose.text).toBe('Ros');
    const withRose = await finder('family=floral&note=rose');
    expect(withRose.listing.totalCount).toBe(rose.count);
    expect(withRose.url).toBe('/fragrance-finder?family=floral&note=rose');
    expect(withRose.listing.products.every((card) => /\bRose\b/.test(card.name))).toBe(true);
    const noteFacet = facet(withRose, 'note')!;
    expect(noteFacet.values.find((value) => value.value === 'rose')).toMatchObject({ isSelected: true, count: rose.count });
    // Families are counted without their own filter, notes with every filter: the rose fragrances of each family.
    expect(withRose.families.find((family) => family.code === 'floral')!.count).toBe(rose.count);

    // 'Fig & Cedar': fig and cedar together.
    const fig = await finder('note=fig');
    const cedar = facet(fig, 'note')!.values.find((value) => value.value === 'cedar')!;
    expect(cedar.count).toBeGreaterThan(0);
    expect(cedar.count).toBeLessThan(facet(await finder(), 'note')!.values.find((value) => value.value === 'cedar')!.count);
    const withBoth = await finder('note=fig,cedar');
    expect(withBoth.listing.totalCount).toBe(cedar.count);
    const [figCodes, cedarCodes] = await Promise.all([codesWith('product_fragrance_notes', 'note_code', 'fig'), codesWith('product_fragrance_notes', 'note_code', 'cedar')]);
    expect(withBoth.listing.products.every((card) => figCodes.has(card.productCode) && cedarCodes.has(card.productCode))).toBe(true);
  });

  test('whom for, brand and text combine with family and note, the text ranked by relevance', async () => {
    const unisex = facet(await finder(), 'audience')!.values.find((value) => value.value === 'unisex')!;
    const unisexPage = await finder('audience=unisex');
    expect(unisexPage.listing.totalCount).toBe(unisex.count);
    const [audiences] = await testApp().db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM product_fragrances pf JOIN products p ON p.code = pf.product_code WHERE pf.audience = 'unisex' AND p.category_code LIKE 'fragrance/unisex/%'",
    );
    expect(audiences!.n).toBe(unisex.count);

    const vanilla = await finder('family=warm-spicy&note=vanilla&q=eau%20de%20parfum');
    expect(vanilla.q).toBe('eau de parfum');
    expect(vanilla.meta.robots).toBe('noindex, follow');
    expect(vanilla.canonicalUrl).toBe('/fragrance-finder?family=warm-spicy');
    expect(vanilla.listing.sort).toBe('relevance');
    expect(vanilla.listing.totalCount).toBeGreaterThan(0);
    const all = await allProductCodes('family=warm-spicy&note=vanilla');
    const names = vanilla.listing.products.map((card) => card.name);
    expect(names.every((name) => /^Vanilla Smoke .*Parfum/.test(name))).toBe(true);
    expect(vanilla.listing.products.every((card) => all.includes(card.productCode))).toBe(true);

    const brand = facet(vanilla, 'brand')!.values[0]!;
    const narrowed = await finder(`family=warm-spicy&note=vanilla&q=eau%20de%20parfum&brand=${brand.value}`);
    expect(narrowed.listing.totalCount).toBe(brand.count);
    expect(narrowed.url).toBe(`/fragrance-finder?q=eau+de+parfum&family=warm-spicy&note=vanilla&brand=${brand.value}`);
  });

  test('names follow the culture, and the no-JavaScript fallback links the families, notes and products', async () => {
    const english = await finder('family=woody-earthy', identityHeaders({ culture: 'en-US' }));
    expect(english.heading).toBe('Fragrance finder');
    expect(english.families.map((family) => family.name)).toEqual(['Floral', 'Fresh', 'Woody & Earthy', 'Warm & Spicy']);
    expect(facet(english, 'note')!.text).toBe('Notes');
    const response = await get('/page/fragrance-finder?family=floral&_fallback=1');
    const page = response.body as FragranceSearchPageViewModel;
    expect(page.fallback!.headings).toEqual([{ level: 1, text: 'Doftguiden' }]);
    expect(page.fallback!.links).toEqual(expect.arrayContaining([{ href: '/fragrance-finder', text: expect.stringMatching(/^✓ Blommig \(\d+\)$/) }]));
    expect(page.fallback!.links.some((link) => link.href === '/fragrance-finder?family=floral&note=rose')).toBe(true);
    expect(page.fallback!.links.some((link) => link.href.startsWith('/p/'))).toBe(true);
  });

  test('unknown families, notes and audiences and malformed listing parameters are a 400 that says why', async () => {
    for (const query of ['family=florl', 'family=floral,Floral', 'note=unicorn', 'note=rose,%3Cscript%3E', 'audience=kids', 'page=0', 'sort=cheapest', 'q=a&q=b']) {
      const response = await get(`/page/fragrance-finder?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.error.code).toEqual(expect.any(String));
    }
    const unknown = await get('/page/fragrance-finder?family=florl');
    expect(unknown.body.error.fields['family.0']).toContain('floral, fresh, woody-earthy, warm-spicy');
  });

  test('a fragrance’s product page names its family and notes, linked to the finder; a lipstick has none', async () => {
    const [rose] = await testApp().db.query<{ slug: string; code: string }>(
      `SELECT p.slug, v.code FROM products p JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
       WHERE p.name LIKE 'Rose Noire %' AND p.category_code LIKE 'fragrance/%' ORDER BY p.code LIMIT 1`,
    );
    const page = (await get(`/page/p/${rose!.slug}/${rose!.code}`)).body as VariantViewModel;
    expect(page.product.fragrance).toEqual({
      families: [{ code: 'floral', name: 'Blommig', url: '/fragrance-finder?family=floral' }],
      notes: [{ code: 'rose', name: 'Ros', url: '/fragrance-finder?note=rose' }],
    });
    const [lipstick] = await testApp().db.query<{ slug: string; code: string }>(
      `SELECT p.slug, v.code FROM products p JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
       WHERE p.category_code LIKE 'makeup/lips/%' ORDER BY p.code LIMIT 1`,
    );
    expect(((await get(`/page/p/${lipstick!.slug}/${lipstick!.code}`)).body as VariantViewModel).product.fragrance).toBeUndefined();
  });

  test('the fragrance categories and the menu link the finder; other categories do not', async () => {
    const fragrance = (await get('/page/c/fragrance/women')).body as CategoryViewModel;
    expect(fragrance.fragranceFinder).toEqual({ name: 'Hitta din doft efter doftfamilj och noter', url: '/fragrance-finder' });
    expect(((await get('/page/c/makeup')).body as CategoryViewModel).fragranceFinder).toBeUndefined();
    const menu = (await get('/mainmenu')).body as MainMenu;
    expect(menu.items.find((item) => item.url === '/c/fragrance')!.children[0]).toMatchObject({ name: 'Doftguiden', url: '/fragrance-finder' });
  });

  test('profiles derived with the current vocabulary are not derived again at start-up', async () => {
    expect(await refreshStaleFragranceProfiles(testApp().db)).toBe(false);
  });
});
