import request from 'supertest';
import type { MainMenu } from '@storefront/platform';
import type { PageNotFoundViewModel } from '../../../contract/content-pages';
import type { CampaignPageViewModel, CampaignResult, CatalogListingResult } from '../../../contract/listing-pages';
import type { Identity } from '@storefront/platform/server';
import { shopperFor } from '../catalog/shopper';
import { searchProducts } from '../search/product-search';
import { noFilters } from '../search/product-query';
import { describeOnEachBackend, identityHeaders, testToday } from '../testing/test-app';
import { campaignState, type CampaignRecord } from './campaign-repository';
import { seedDemoCampaignsIfNone } from './demo-campaigns';

/** Noon of the test day: the demo campaigns are seeded around it (three running, one ended, one to come). */
const now = Date.parse(`${testToday}T12:00:00Z`);

test('a campaign runs from its start up to, not including, its end', () => {
  const campaign = { starts_ms: 1000, ends_ms: 2000 } as CampaignRecord;
  expect([999, 1000, 1999, 2000].map((at) => campaignState(campaign, at))).toEqual(['upcoming', 'running', 'running', 'ended']);
});

describeOnEachBackend(
  'campaigns',
  (testApp) => {
    const headers = (identity: Partial<Identity> = {}) => identityHeaders({ issuedAt: now, ...identity });
    const get = (url: string, identity: Partial<Identity> = {}) => request(testApp().app).get(url).set(headers(identity));
    const count = async (sql: string, params: unknown[] = []) =>
      (await testApp().db.query<{ count: number }>(sql, params))[0]!.count;

    test('a running campaign is its page: heading texts, end, theme, tracking and the products its rule picks', async () => {
      const response = await get('/page/campaigns/skin-days');
      expect(response.status).toBe(200);
      const page = response.body as CampaignPageViewModel;
      expect(page.componentName).toBe('CampaignPageViewModel');
      expect(page.campaign).toMatchObject({
        code: 'skin-days',
        url: '/campaigns/skin-days',
        name: 'Hudvårdsdagar',
        state: 'running',
        // Midnight in Stockholm, 8 January and 5 February.
        startsAt: '2026-01-07T23:00:00.000Z',
        endsAt: '2026-02-04T23:00:00.000Z',
        color: '#1d6b57',
      });
      expect(page.trackingInformationSection).toBe('campaigns');
      expect(page.meta.title).toMatch(/^Hudvårdsdagar \| /);
      expect(page.canonicalUrl).toBe('/campaigns/skin-days');
      expect(page.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/c/offers', '/campaigns/skin-days']);
      expect(page.jsonLd![0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: expect.arrayContaining([expect.objectContaining({ position: 3, name: 'Hudvårdsdagar' })]) });
      const onSaleSkincare = await count(
        `SELECT count(*)::int AS count FROM products p
         JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
         JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = 'SEK'
         WHERE p.category_code LIKE 'skincare/%' AND (pr.previous_amount IS NOT NULL OR pr.member_amount IS NOT NULL)
           AND NOT p.show_in_pos_only`,
      );
      expect(onSaleSkincare).toBeGreaterThan(5);
      expect(page.listing!.totalCount).toBe(onSaleSkincare);
      for (const card of page.listing!.products) expect(card.price.comparisonPrices.length > 0 || card.price.memberPrice !== undefined).toBe(true);
      // The campaign page's list name is Swedish in every market.
      expect(page.trackingInformationProducts[0]).toEqual({ id: page.listing!.products[0]!.code, quantity: 1, category: 'Kampanjsida' });
      expect(page.otherCampaigns.map((link) => link.url)).toEqual(['/campaigns/vegan-week', '/campaigns/nordic-favourites']);
    });

    test('a campaign listing filters, sorts and pages as every listing does', async () => {
      const page = (await get('/page/campaigns/vegan-week?sort=price-asc&pageSize=12')).body as CampaignPageViewModel;
      const vegan = await count(
        `SELECT count(*)::int AS count FROM product_tags t JOIN products p ON p.code = t.product_code WHERE t.tag_code = 'vegan' AND NOT p.show_in_pos_only`,
      );
      expect(page.listing!.totalCount).toBe(vegan);
      const amounts = page.listing!.products.map((card) => card.price.current.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      expect(page.listing!.facets.map((facet) => facet.name)).toEqual(expect.arrayContaining(['category', 'brand', 'price']));
      const brand = page.listing!.facets.find((facet) => facet.name === 'brand')!.values[0]!;
      const filtered = (await get(`/page/campaigns/vegan-week?brand=${brand.value}&page=1`)).body as CampaignPageViewModel;
      expect(filtered.listing!.totalCount).toBe(brand.count);
      expect(filtered.url).toBe(`/campaigns/vegan-week?brand=${brand.value}`);
      const second = (await get('/page/campaigns/vegan-week?pageSize=12&page=2')).body as CampaignPageViewModel;
      expect(second.meta.title).toMatch(/^Vegansk vecka \(2\)/);
      expect((await get('/page/campaigns/vegan-week?page=0')).status).toBe(400);
    });

    test('a campaign of other markets, or not started yet, is the not-found page', async () => {
      const nordic = (await get('/page/campaigns/nordic-favourites', { market: 'NO', culture: 'nb-NO' })).body as CampaignPageViewModel;
      expect(nordic.campaign.name).toBe('Nordiske favoritter');
      expect(nordic.listing!.totalCount).toBe(12);
      for (const [url, identity] of [
        ['/page/campaigns/nordic-favourites', { market: 'DE', culture: 'de-DE' }],
        ['/page/campaigns/spring-scents', {}],
        ['/page/campaigns/no-such-campaign', {}],
      ] as const) {
        const response = await get(url, identity);
        expect(response.status).toBe(404);
        expect((response.body as PageNotFoundViewModel).componentName).toBe('PageNotFoundViewModel');
      }
      expect((await get('/api/catalog/campaigns/spring-scents')).status).toBe(404);
      expect((await get('/api/catalog/campaigns/nordic-favourites', { market: 'PL', culture: 'pl-PL' })).status).toBe(404);
    });

    test('an ended campaign answers 410 Gone with its page saying so, without products, pointing to running ones', async () => {
      const response = await get('/page/campaigns/winter-sale?_fallback=1');
      expect(response.status).toBe(410);
      const page = response.body as CampaignPageViewModel;
      expect(page.componentName).toBe('CampaignPageViewModel');
      expect(page.campaign).toMatchObject({ state: 'ended', endsAt: '2025-12-15T23:00:00.000Z' });
      expect(page.listing).toBeUndefined();
      expect(page.meta).toMatchObject({ robots: 'noindex', title: expect.stringMatching(/^Vinterrea har avslutats/) });
      expect(page.otherCampaigns.map((link) => link.url)).toEqual(['/campaigns/skin-days', '/campaigns/vegan-week', '/campaigns/nordic-favourites']);
      expect(page.fallback!.links.map((link) => link.href)).toContain('/campaigns/skin-days');
      const api = await get('/api/catalog/campaigns/winter-sale');
      expect(api.status).toBe(200);
      expect((api.body as CampaignResult).campaign.state).toBe('ended');
      const products = await get('/api/catalog/campaigns/winter-sale/products');
      expect(products.status).toBe(410);
      expect(products.body.error.code).toBe('gone');
    });

    test('a rule’s parts all apply: the coming campaign holds its brand’s fragrances only', async () => {
      const [rule] = await testApp().db.query<{ rule_brand_code: string }>(`SELECT rule_brand_code FROM campaigns WHERE code = 'spring-scents'`);
      expect(rule!.rule_brand_code).toEqual(expect.any(String));
      const listing = await searchProducts(
        testApp().db,
        { scope: { kind: 'campaign', code: 'spring-scents' }, filters: noFilters, sort: 'popularity', page: 1, pageSize: 96, facets: ['brand', 'category'] },
        shopperFor({ userId: null, market: 'SE', culture: 'en-US', isStoreDevice: false, issuedAt: now }),
        testToday,
      );
      const expected = await count(`SELECT count(*)::int AS count FROM products WHERE brand_code = $1 AND category_code LIKE 'fragrance/%' AND NOT show_in_pos_only`, [rule!.rule_brand_code]);
      expect(listing.totalCount).toBe(expected);
      expect(listing.facets.find((facet) => facet.name === 'brand')!.values.map((value) => value.value)).toEqual([rule!.rule_brand_code]);
      expect(listing.facets.find((facet) => facet.name === 'category')!.values.map((value) => value.value)).toEqual(['fragrance']);
    });

    test('GET /api/catalog/campaigns/{code} and /products answer for the caller’s market; bad input is a 400', async () => {
      const campaign = await get('/api/catalog/campaigns/skin-days', { market: 'FI', culture: 'fi-FI' });
      expect(campaign.status).toBe(200);
      expect((campaign.body as CampaignResult).campaign).toMatchObject({ code: 'skin-days', name: 'Ihonhoitopäivät', state: 'running', markets: expect.arrayContaining(['FI']) });
      const products = await get('/api/catalog/campaigns/skin-days/products?sort=price-desc', { market: 'FI', culture: 'fi-FI' });
      expect(products.status).toBe(200);
      const { listing } = products.body as CatalogListingResult;
      const page = (await get('/page/campaigns/skin-days')).body as CampaignPageViewModel;
      expect(listing.totalCount).toBe(page.listing!.totalCount);
      expect(listing.sort).toBe('price-desc');
      expect(listing.products[0]!.price.current.currency).toBe('EUR');
      for (const url of ['/api/catalog/campaigns/Skin_Days!', '/api/catalog/campaigns/skin-days/products?pageSize=500', '/api/catalog/campaigns/skin-days/products?sort=cheap']) {
        const response = await get(url);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('bad_request');
      }
      const missing = await get('/api/catalog/campaigns/no-such-campaign/products');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    });

    test('the main menu’s Offers holds the market’s running campaigns, in their colours', async () => {
      const offers = async (market: Identity['market']) => {
        const response = await get('/mainmenu', { market, culture: 'en-US' });
        return (response.body as MainMenu).items.at(-1)!;
      };
      const swedish = await offers('SE');
      expect(swedish).toMatchObject({ url: '/c/offers', type: 'campaign' });
      expect(swedish.children).toEqual([
        { name: 'Skin Days', url: '/campaigns/skin-days', ticket: 'menu:campaigns/skin-days', type: 'campaign', fontColor: '#1d6b57', children: [] },
        expect.objectContaining({ url: '/campaigns/vegan-week' }),
        expect.objectContaining({ url: '/campaigns/nordic-favourites' }),
      ]);
      expect((await offers('DE')).children.map((item) => item.url)).toEqual(['/campaigns/skin-days', '/campaigns/vegan-week']);
    });

    test('demo campaigns are added only where there are none (a catalog seeded before campaigns gets them)', async () => {
      await expect(seedDemoCampaignsIfNone(testApp().db, testToday)).resolves.toBe(0);
      const rollback = new Error('rollback');
      await expect(
        testApp().db.transaction(async (tx) => {
          await tx.query('DELETE FROM campaigns');
          expect(await seedDemoCampaignsIfNone(tx, testToday)).toBe(5);
          const [row] = await tx.query<{ campaigns: number; picks: number }>(
            `SELECT (SELECT count(*)::int FROM campaigns) AS campaigns, (SELECT count(*)::int FROM campaign_products) AS picks`,
          );
          expect(row).toEqual({ campaigns: 5, picks: 12 });
          throw rollback;
        }),
      ).rejects.toBe(rollback);
    });
  },
  { now: () => now },
);
