import request from 'supertest';
import type { VariantViewModel } from '@storefront/platform';
import type {
  CategoryTreeNode,
  CategoryTreeViewModel,
  CategoryViewModel,
  CertificateViewModel,
  ProductTagListPageViewModel,
  ProductTagPageViewModel,
} from '../../../contract/listing-pages';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

const depthOf = (node: CategoryTreeNode): number => 1 + Math.max(0, ...node.children.map(depthOf));
const everyNode = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((node) => [node, ...everyNode(node.children)]);

describeOnEachBackend('listing pages: the category tree, tags and certificates', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);

  test('/c is the whole category tree, four levels deep, each count its products and those below it', async () => {
    const response = await get('/page/c?_fallback=1', identityHeaders({ culture: 'en-US' }));
    expect(response.status).toBe(200);
    const page = response.body as CategoryTreeViewModel;
    expect(page).toMatchObject({ componentName: 'CategoryTreeViewModel', url: '/c', canonicalUrl: '/c', heading: 'All categories', trackingInformationSection: 'category' });
    expect(page.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/c']);
    expect(page.jsonLd![0]!['@type']).toBe('BreadcrumbList');
    expect(page.categories.map((category) => category.name)).toEqual(['Makeup', 'Skincare', 'Hair', 'Fragrance', 'Body & Bath', 'Health & Wellness', 'Men']);
    expect(Math.max(...page.categories.map(depthOf))).toBe(4);
    // Products sold in stores only are not the web's (point-of-sale flag showInPosOnly).
    const [products] = await testApp().db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE NOT show_in_pos_only');
    expect(page.categories.reduce((sum, category) => sum + category.productCount, 0)).toBe(products!.count);
    for (const node of everyNode(page.categories)) {
      expect(node.url).toBe(`/c/${node.code}`);
      if (node.children.length > 0) expect(node.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(node.productCount);
    }
    const lips = (await get('/page/c/makeup/lips')).body as CategoryViewModel;
    expect(everyNode(page.categories).find((node) => node.code === 'makeup/lips')!.productCount).toBe(lips.listing.totalCount);
    expect(page.fallback!.headings.filter((heading) => heading.level === 2)).toHaveLength(7);
    expect(page.fallback!.links.map((link) => link.href)).toContain('/c/fragrance/women/perfume/eau-de-parfum');
  });

  test('/tags lists the certificates apart from the other tags, each with its product count', async () => {
    const page = (await get('/page/tags')).body as ProductTagListPageViewModel;
    expect(page).toMatchObject({ componentName: 'ProductTagListPageViewModel', heading: 'Egenskaper och certifieringar', url: '/tags' });
    expect(page.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/tags']);
    expect(page.certificates.map((tag) => tag.code)).toEqual(expect.arrayContaining(['vegan', 'cruelty-free']));
    expect(page.certificates.every((tag) => tag.isCertificate && tag.url === `/certificates/${tag.code}` && tag.productCount > 0)).toBe(true);
    expect(page.tags.map((tag) => tag.code)).toEqual(expect.arrayContaining(['long-lasting', 'for-sensitive-skin']));
    expect(page.tags.every((tag) => !tag.isCertificate && tag.url === `/tags/${tag.code}` && tag.productCount > 0)).toBe(true);
    expect(page.certificates.find((tag) => tag.code === 'vegan')).toMatchObject({ name: 'Vegansk' });
  });

  test('/tags/{code} is the tag’s listing with the other facets, its own tag left out of them', async () => {
    const list = (await get('/page/tags')).body as ProductTagListPageViewModel;
    const sensitive = list.tags.find((tag) => tag.code === 'for-sensitive-skin')!;
    const response = await get('/page/tags/for-sensitive-skin');
    expect(response.status).toBe(200);
    const page = response.body as ProductTagPageViewModel;
    expect(page.componentName).toBe('ProductTagPageViewModel');
    expect(page.tag).toMatchObject({ code: 'for-sensitive-skin', name: 'För känslig hud', url: '/tags/for-sensitive-skin', isCertificate: false });
    expect(page.tag.description).toBe('Våra produkter med egenskapen ”För känslig hud”.');
    expect(page.trackingInformationSection).toBe('category');
    expect(page.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/tags', '/tags/for-sensitive-skin']);
    expect(page.listing.totalCount).toBe(sensitive.productCount);
    expect(page.trackingInformationProducts[0]!.category).toBe('För känslig hud');
    const tagFacet = page.listing.facets.find((facet) => facet.name === 'tag');
    expect(tagFacet?.values.map((value) => value.value) ?? []).not.toContain('for-sensitive-skin');
    const vegan = tagFacet!.values.find((value) => value.value === 'vegan')!;
    const both = (await get('/page/tags/for-sensitive-skin?tag=vegan&sort=rating')).body as ProductTagPageViewModel;
    expect(both.listing.totalCount).toBe(vegan.count);
    expect(both.url).toBe('/tags/for-sensitive-skin?tag=vegan&sort=rating');
    expect(both.canonicalUrl).toBe('/tags/for-sensitive-skin');
  });

  test('/certificates/{code} says what the certificate means, names its top brands and lists its products', async () => {
    const response = await get('/page/certificates/cruelty-free?_fallback=1', identityHeaders({ market: 'DE', culture: 'de-DE' }));
    expect(response.status).toBe(200);
    const page = response.body as CertificateViewModel;
    expect(page.componentName).toBe('CertificateViewModel');
    expect(page.trackingInformationSection).toBe('certificate');
    expect(page.certificate).toMatchObject({ code: 'cruelty-free', name: 'Tierversuchsfrei', url: '/certificates/cruelty-free', isCertificate: true });
    expect(page.certificate.description).toMatch(/an Tieren getestet/);
    expect(page.meta.description).toBe(page.certificate.description);
    expect(page.listing.totalCount).toBe(page.certificate.productCount);
    expect(page.listing.products[0]!.price.current.currency).toBe('EUR');
    const counts = page.topBrands.map((brand) => brand.productCount);
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = page.topBrands[0]!;
    const filtered = (await get(`/page/certificates/cruelty-free?brand=${top.code}`)).body as CertificateViewModel;
    expect(filtered.listing.totalCount).toBe(top.productCount);
    expect(page.fallback!.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/tags', top.url]));
  });

  test('a tag asked for under the other path is its own page, with its actual URL', async () => {
    const certificate = await get('/page/tags/vegan?sort=name');
    expect(certificate.status).toBe(200);
    expect(certificate.body.componentName).toBe('CertificateViewModel');
    expect(certificate.headers['x-actual-url']).toBe('/certificates/vegan?sort=name');
    const tag = await get('/page/certificates/long-lasting');
    expect(tag.body.componentName).toBe('ProductTagPageViewModel');
    expect(tag.headers['x-actual-url']).toBe('/tags/long-lasting');
    expect((await get('/page/certificates/vegan')).headers['x-actual-url']).toBeUndefined();
  });

  test.each(['/page/tags/no-such-tag', '/page/certificates/no-such-certificate', '/page/tags/Vegan'])('%s is the not-found page', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.body.componentName).toBe('PageNotFoundViewModel');
  });

  test.each(['/page/tags/vegan?page=abc', '/page/certificates/vegan?price=cheap', '/page/tags/long-lasting?rating=6'])('%s is a 400', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  test('a product page links its tags and certificates to their pages', async () => {
    const [row] = await testApp().db.query<{ code: string }>(
      `SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code
       WHERE v.sort_order = 0 AND NOT p.show_in_pos_only
         AND EXISTS (SELECT 1 FROM product_tags pt JOIN tags t ON t.code = pt.tag_code WHERE pt.product_code = v.product_code AND t.is_certificate)
         AND EXISTS (SELECT 1 FROM product_tags pt JOIN tags t ON t.code = pt.tag_code WHERE pt.product_code = v.product_code AND NOT t.is_certificate)
       ORDER BY v.code LIMIT 1`,
    );
    const page = (await get(`/page/p/any/${row!.code}`)).body as VariantViewModel;
    for (const tag of page.product.tags) expect(tag.url).toBe(`/${tag.isCertificate ? 'certificates' : 'tags'}/${tag.code}`);
    expect(new Set(page.product.tags.map((tag) => tag.isCertificate))).toEqual(new Set([true, false]));
    const linked = await get(`/page${page.product.tags[0]!.url}`);
    expect(linked.status).toBe(200);
    expect(linked.headers['x-actual-url']).toBeUndefined();
  });
});
