import request from 'supertest';
import type { PriceHistory, VariantViewModel } from '@storefront/platform';
import type {
  CategoryTreeViewModel,
  CategoryViewModel,
  ProductTagListPageViewModel,
  ProductTagPageViewModel,
  VariantListingResult,
} from '../../../contract/listing-pages';
import type {
  CatalogVariantPage,
  CompetitorLowestPrices,
  GiftWithPurchaseOffers,
  ProductRecommendations,
  ProductVideos,
} from '../../../contract/product-page';
import type { Shopper } from '../catalog/shopper';
import type { BoughtWith, CheckoutClient, CheckoutGiftOffer } from '../checkout/checkout-client';
import { addDays } from '../demo-data/dates';
import { describeOnEachBackend, identityHeaders, testToday } from '../testing/test-app';

/** Team Checkout as the product page sees it: answers a test sets, and what it was asked. */
const checkout = {
  boughtWith: [] as BoughtWith[],
  offers: [] as CheckoutGiftOffer[],
  asked: [] as string[][],
  async boughtTogether(_shopper: Shopper, codes: string[]): Promise<BoughtWith[]> {
    checkout.asked.push(codes);
    return checkout.boughtWith;
  },
  async giftOffers(shopper: Shopper): Promise<CheckoutGiftOffer[]> {
    return checkout.offers.filter((offer) => offer.minimumOrder.currency === shopper.currency);
  },
  /** As the real client once it has asked: what it knows comes at once (null: it has not asked yet). */
  offersKnown: true,
  knownGiftOffers(shopper: Shopper): CheckoutGiftOffer[] | null {
    return checkout.offersKnown ? checkout.offers.filter((offer) => offer.minimumOrder.currency === shopper.currency) : null;
  },
} satisfies CheckoutClient & Record<string, unknown>;

const member = identityHeaders({ userId: 'member-1' });
const finnish = identityHeaders({ market: 'FI', culture: 'fi-FI' });
const storeDevice = identityHeaders({ isStoreDevice: true });

describeOnEachBackend(
  'the product page sections',
  (testApp) => {
    const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);
    const variantsApi = (code: string, resource: string) => `/api/catalog/variants/${code}/${resource}`;
    const one = async <T>(sql: string, params: unknown[] = []) => (await testApp().db.query<T>(sql, params))[0]!;
    /** The first variant web shoppers see (products p, variants v) that meets `condition`. */
    const firstVisibleVariant = (condition: string) =>
      one<{ code: string }>(`SELECT v.code FROM products p JOIN variants v ON v.product_code = p.code WHERE NOT p.show_in_pos_only AND ${condition} ORDER BY v.code LIMIT 1`);

    let onSale: { code: string; amount: number; previous_amount: number; member_amount: number | null };
    let withMemberPrice: { code: string; amount: number; member_amount: number };
    let posOnly: { code: string; product_code: string; category_code: string; name: string };

    beforeAll(async () => {
      const visible = 'JOIN variants v ON v.code = pr.variant_code JOIN products p ON p.code = v.product_code AND NOT p.show_in_pos_only';
      onSale = await one(`SELECT pr.variant_code AS code, pr.amount, pr.previous_amount, pr.member_amount FROM variant_prices pr ${visible}
                          WHERE pr.currency = 'SEK' AND pr.previous_amount IS NOT NULL AND pr.member_amount IS NULL ORDER BY pr.variant_code LIMIT 1`);
      withMemberPrice = await one(`SELECT pr.variant_code AS code, pr.amount, pr.member_amount FROM variant_prices pr ${visible}
                                   WHERE pr.currency = 'SEK' AND pr.member_amount IS NOT NULL AND pr.previous_amount IS NULL ORDER BY pr.variant_code LIMIT 1`);
      posOnly = await one(`SELECT v.code, p.code AS product_code, p.category_code, p.name FROM products p JOIN variants v ON v.product_code = p.code
                           WHERE p.show_in_pos_only ORDER BY p.code, v.sort_order LIMIT 1`);
    });
    beforeEach(() => {
      checkout.boughtWith = [];
      checkout.offers = [];
      checkout.asked = [];
    });

    describe.each(['price-history', 'recommendations', 'gwp-offers', 'videos', 'competitor-lowest-prices'])('%s', (resource) => {
      test('an unknown variant is a 404, a malformed code a 400, both as error JSON', async () => {
        const unknown = await get(variantsApi('999999', resource));
        expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
        for (const code of ['12345', 'abcdef', '1234567']) {
          const malformed = await get(variantsApi(code, resource));
          expect([malformed.status, malformed.body.error.code]).toEqual([400, 'bad_request']);
        }
      });

      test('a product sold in stores only is not found by web shoppers, but is by store devices', async () => {
        expect((await get(variantsApi(posOnly.code, resource))).status).toBe(404);
        expect((await get(variantsApi(posOnly.code, resource), storeDevice)).status).toBe(200);
      });
    });

    describe('price history', () => {
      test('the daily price of the last 30 days ending today, with the lowest: a sale began 10–25 days ago', async () => {
        const response = await get(variantsApi(onSale.code, 'price-history'));
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-cache');
        const history = response.body as PriceHistory;
        expect(history).toMatchObject({ variantCode: onSale.code, currency: 'SEK', isMemberPrice: false });
        expect(history.days).toHaveLength(30);
        expect(history.days[0]!.date).toBe(addDays(testToday, -29));
        expect(history.days.at(-1)).toEqual({ date: testToday, price: { amount: onSale.amount, currency: 'SEK' } });
        expect(history.days[0]!.price.amount).toBe(onSale.previous_amount);
        expect(history.lowest).toEqual({ amount: onSale.amount, currency: 'SEK' });
        expect(history.highest).toEqual({ amount: onSale.previous_amount, currency: 'SEK' });
      });

      test('members see the member price history, visitors the ordinary one, each market its currency', async () => {
        const visitor = (await get(variantsApi(withMemberPrice.code, 'price-history'))).body as PriceHistory;
        const asMember = (await get(variantsApi(withMemberPrice.code, 'price-history'), member)).body as PriceHistory;
        expect(visitor.isMemberPrice).toBe(false);
        expect(visitor.days.at(-1)!.price.amount).toBe(withMemberPrice.amount);
        expect(asMember.isMemberPrice).toBe(true);
        expect(asMember.days.at(-1)!.price.amount).toBe(withMemberPrice.member_amount);
        const euro = (await get(variantsApi(withMemberPrice.code, 'price-history'), finnish)).body as PriceHistory;
        expect(euro.currency).toBe('EUR');
        expect(euro.days.every((day) => day.price.currency === 'EUR')).toBe(true);
      });

      test('the page agrees: its lowest price of 30 days, and a reduction shows the lowest price before it', async () => {
        const page = (await get(`/page/p/any/${onSale.code}`)).body as VariantViewModel;
        expect(page.lowestPrice30Days).toEqual({ amount: onSale.amount, currency: 'SEK' });
        expect(page.variant.price.comparisonPrices).toEqual([
          { type: 'current', typeText: expect.any(String), value: { amount: onSale.previous_amount, currency: 'SEK' }, isEach: false },
          { type: 'lowest30days', typeText: 'Lägsta pris 30 dagar före sänkningen', value: { amount: onSale.previous_amount, currency: 'SEK' }, isEach: false },
        ]);
        // A member's price has held all along: no reduction to date, so the lowest of the last 30 days, as the history says.
        const memberPage = (await get(`/page/p/any/${withMemberPrice.code}`, member)).body as VariantViewModel;
        const memberHistory = (await get(variantsApi(withMemberPrice.code, 'price-history'), member)).body as PriceHistory;
        expect(memberPage.variant.price.isMemberPrice).toBe(true);
        expect(memberPage.variant.price.comparisonPrices.at(-1)).toEqual({ type: 'lowest30days', typeText: 'Lägsta pris senaste 30 dagarna', value: memberHistory.lowest, isEach: false });
        expect(memberPage.lowestPrice30Days).toEqual(memberHistory.lowest);
      });
    });

    test('the JSON-LD Product stays valid: an Offer per variant with its price, a sale’s struck-through price, the rating', async () => {
      const page = (await get(`/page/p/any/${onSale.code}`)).body as VariantViewModel;
      const product = page.jsonLd!.find((item) => item['@type'] === 'Product')!;
      const offers = product.offers as Record<string, unknown>[];
      expect(offers).toHaveLength(page.variants.length);
      for (const offer of offers) {
        expect(offer).toMatchObject({ '@type': 'Offer', sku: expect.stringMatching(/^\d{6}$/), url: expect.stringMatching(/^\/p\//), priceCurrency: 'SEK' });
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|InStoreOnly|OutOfStock|Discontinued)$/);
      }
      expect(offers.find((offer) => offer.sku === onSale.code)).toMatchObject({
        price: (onSale.amount / 100).toFixed(2),
        priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: (onSale.previous_amount / 100).toFixed(2), priceCurrency: 'SEK' },
      });
      if (page.product.rating !== undefined) {
        expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: page.product.rating, bestRating: 5, worstRating: 1, reviewCount: page.product.reviewCount });
        expect(page.product.reviewCount).toBeGreaterThan(0);
      }
    });

    describe('recommendations', () => {
      test('similar products: others of the same top category, the same every time, none sold in stores only', async () => {
        const page = (await get(`/page/p/any/${onSale.code}`)).body as VariantViewModel;
        const response = await get(variantsApi(onSale.code, 'recommendations'));
        expect(response.status).toBe(200);
        const recommendations = response.body as ProductRecommendations;
        expect(recommendations.variantCode).toBe(onSale.code);
        expect(recommendations.similar).toHaveLength(8);
        expect(recommendations.similar.map((card) => card.productCode)).not.toContain(page.product.code);
        expect(recommendations).not.toHaveProperty('boughtTogether');
        const categories = await testApp().db.query<{ code: string; category_code: string; show_in_pos_only: boolean }>(
          'SELECT code, category_code, show_in_pos_only FROM products WHERE code = ANY($1::text[])',
          [[page.product.code, ...recommendations.similar.map((card) => card.productCode)]],
        );
        const top = (code: string) => categories.find((row) => row.code === code)!.category_code.split('/')[0];
        expect(recommendations.similar.every((card) => top(card.productCode) === top(page.product.code))).toBe(true);
        expect(categories.some((row) => row.show_in_pos_only)).toBe(false);
        expect(((await get(variantsApi(onSale.code, 'recommendations'))).body as ProductRecommendations).similar).toEqual(recommendations.similar);
      });

      test('similar products favour the same category and a near price', async () => {
        const [me] = await testApp().db.query<{ category_code: string; amount: number }>(
          `SELECT p.category_code, pr.amount FROM variants v JOIN products p ON p.code = v.product_code
           JOIN variant_prices pr ON pr.variant_code = (SELECT code FROM variants WHERE product_code = p.code AND sort_order = 0) AND pr.currency = 'SEK'
           WHERE v.code = $1`,
          [onSale.code],
        );
        const { similar } = (await get(variantsApi(onSale.code, 'recommendations'))).body as ProductRecommendations;
        const [first] = await testApp().db.query<{ category_code: string }>('SELECT category_code FROM products WHERE code = $1', [similar[0]!.productCode]);
        expect(first!.category_code).toBe(me!.category_code);
        expect(similar[0]!.price.current.amount / me!.amount).toBeGreaterThan(0.5);
        expect(similar[0]!.price.current.amount / me!.amount).toBeLessThan(2);
      });

      test("bought together: the products of the variants Checkout saw in the same orders, most orders first", async () => {
        const others = await testApp().db.query<{ code: string; product_code: string }>(
          `SELECT v.code, v.product_code FROM variants v JOIN products p ON p.code = v.product_code
           WHERE v.sort_order = 1 AND NOT p.show_in_pos_only ORDER BY v.code LIMIT 2`,
        );
        const sibling = await one<{ code: string }>(
          `SELECT s.code FROM variants v JOIN variants s ON s.product_code = v.product_code AND s.code <> v.code WHERE v.code = $1 LIMIT 1`,
          [others[0]!.code],
        );
        checkout.boughtWith = [
          { code: others[1]!.code, orderCount: 5 },
          { code: sibling.code, orderCount: 3 },
          { code: others[0]!.code, orderCount: 2 },
          { code: posOnly.code, orderCount: 2 },
          { code: '999999', orderCount: 1 },
        ];
        const recommendations = (await get(variantsApi(onSale.code, 'recommendations'))).body as ProductRecommendations;
        expect(recommendations.boughtTogether!.map((card) => card.productCode)).toEqual([others[1]!.product_code, others[0]!.product_code]);
        const variantsOfProduct = await testApp().db.query<{ code: string }>(
          'SELECT code FROM variants WHERE product_code = (SELECT product_code FROM variants WHERE code = $1) ORDER BY sort_order',
          [onSale.code],
        );
        expect(checkout.asked).toEqual([variantsOfProduct.map((row) => row.code)]);
      });

      test('members get member prices in the cards', async () => {
        const cards = [
          ...((await get(variantsApi(withMemberPrice.code, 'recommendations'), member)).body as ProductRecommendations).similar,
          ...((await get(variantsApi(onSale.code, 'recommendations'), member)).body as ProductRecommendations).similar,
        ];
        expect(cards.some((card) => card.price.isMemberPrice)).toBe(true);
        expect(cards.every((card) => card.price.memberPrice === undefined)).toBe(true);
      });
    });

    describe('gift-with-purchase offers', () => {
      test("Checkout's running offers in the shopper's currency, with the gift's name, image and page", async () => {
        const gift = await one<{ code: string; slug: string; name: string; brand_name: string }>(
          `SELECT v.code, p.slug, p.name, b.name AS brand_name FROM variants v JOIN products p ON p.code = v.product_code
           JOIN brands b ON b.code = p.brand_code WHERE NOT p.show_in_pos_only ORDER BY v.code LIMIT 1`,
        );
        checkout.offers = [
          { id: 'gift-mask', name: 'Gåva: en ansiktsmask', giftCode: gift.code, minimumOrder: { amount: 80_000, currency: 'SEK' } },
          { id: 'gift-unknown', name: 'Gåva', giftCode: '999999', minimumOrder: { amount: 50_000, currency: 'SEK' } },
          { id: 'gift-euro', name: 'Lahja', giftCode: gift.code, minimumOrder: { amount: 8_000, currency: 'EUR' } },
        ];
        const response = await get(variantsApi(onSale.code, 'gwp-offers'));
        expect(response.status).toBe(200);
        expect(response.body as GiftWithPurchaseOffers).toEqual({
          variantCode: onSale.code,
          offers: [
            {
              id: 'gift-mask',
              name: 'Gåva: en ansiktsmask',
              minimumOrder: { amount: 80_000, currency: 'SEK' },
              gift: {
                code: gift.code,
                name: gift.name,
                brandName: gift.brand_name,
                url: `/p/${gift.slug}/${gift.code}`,
                image: expect.objectContaining({ src: `/images/products/${gift.code}/1` }),
              },
            },
          ],
        });
        const euro = (await get(variantsApi(onSale.code, 'gwp-offers'), finnish)).body as GiftWithPurchaseOffers;
        expect(euro.offers.map((offer) => offer.id)).toEqual(['gift-euro']);
      });

      test('the product page brings the offers Checkout has told already, and leaves them to the section until it has', async () => {
        const gift = await one<{ code: string }>('SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code WHERE NOT p.show_in_pos_only ORDER BY v.code LIMIT 1');
        checkout.offers = [{ id: 'gift-mask', name: 'Gåva', giftCode: gift.code, minimumOrder: { amount: 80_000, currency: 'SEK' } }];
        // '/p/any/…' is answered under the product's own URL, and such an answer is never kept: each asks anew.
        const page = (await get(`/page/p/any/${onSale.code}`)).body as CatalogVariantPage;
        expect(page.giftOffers).toEqual({ variantCode: onSale.code, offers: [expect.objectContaining({ id: 'gift-mask', gift: expect.objectContaining({ code: gift.code }) })] });
        checkout.offersKnown = false;
        try {
          expect(((await get(`/page/p/any/${onSale.code}`)).body as CatalogVariantPage).giftOffers).toBeUndefined();
        } finally {
          checkout.offersKnown = true;
          checkout.offers = [];
        }
      });

      test('without offers from Checkout the list is empty', async () => {
        expect((await get(variantsApi(onSale.code, 'gwp-offers'))).body).toEqual({ variantCode: onSale.code, offers: [] });
      });
    });

    describe('videos', () => {
      test('a product’s videos with our own poster and a muted no-cookie embed; none for most products', async () => {
        const withVideos = await one<{ code: string; count: number }>(
          `SELECT v.code, (SELECT count(*)::int FROM product_videos pv WHERE pv.product_code = p.code) AS count
           FROM products p JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
           WHERE NOT p.show_in_pos_only AND EXISTS (SELECT 1 FROM product_videos pv WHERE pv.product_code = p.code) ORDER BY p.code LIMIT 1`,
        );
        const response = await get(variantsApi(withVideos.code, 'videos'));
        expect(response.status).toBe(200);
        const { videos } = response.body as ProductVideos;
        expect(videos).toHaveLength(withVideos.count);
        for (const video of videos) {
          expect(video).toEqual({
            id: expect.stringMatching(/^[a-z0-9-]+$/),
            provider: 'youtube',
            title: expect.any(String),
            durationSeconds: expect.any(Number),
            poster: { src: `/images/videos/${video.id}`, altText: video.title, sourceWidth: 2880, sourceHeight: 1620 },
            embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1&mute=1&/),
          });
        }
        const poster = await request(testApp().app).get(`/images/videos/${videos[0]!.id}?w=320&fmt=jpg`).set(identityHeaders());
        expect([poster.status, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);
        expect((await request(testApp().app).get('/images/videos/no-such-video?w=320').set(identityHeaders())).status).toBe(404);

        const without = await firstVisibleVariant('NOT EXISTS (SELECT 1 FROM product_videos pv WHERE pv.product_code = p.code)');
        expect((await get(variantsApi(without.code, 'videos'))).body).toEqual({ variantCode: without.code, videos: [] });
      });
    });

    describe('competitor lowest prices', () => {
      test("each competitor's lowest price of the last 30 days in the shopper's currency, cheapest first", async () => {
        const { code: seenCode } = await firstVisibleVariant('EXISTS (SELECT 1 FROM competitor_prices c WHERE c.variant_code = v.code)');
        // An older, lower price no longer counts.
        await testApp().db.query(
          `INSERT INTO competitor_prices (variant_code, competitor, currency, amount, seen_on) VALUES ($1, 'Glow Market', 'SEK', 100, $2)`,
          [seenCode, addDays(testToday, -45)],
        );
        const response = await get(variantsApi(seenCode, 'competitor-lowest-prices'));
        expect(response.status).toBe(200);
        const { prices } = response.body as CompetitorLowestPrices;
        expect(prices.length).toBeGreaterThanOrEqual(2);
        expect(new Set(prices.map((price) => price.competitor)).size).toBe(prices.length);
        expect(prices.every((price) => price.price.currency === 'SEK' && price.price.amount > 100)).toBe(true);
        expect(prices.map((price) => price.price.amount)).toEqual([...prices.map((price) => price.price.amount)].sort((a, b) => a - b));
        const rows = await testApp().db.query<{ competitor: string; lowest: number }>(
          `SELECT competitor, min(amount)::int AS lowest FROM competitor_prices WHERE variant_code = $1 AND currency = 'SEK' AND seen_on > $2::date GROUP BY competitor`,
          [seenCode, addDays(testToday, -30)],
        );
        for (const row of rows) expect(prices.find((price) => price.competitor === row.competitor)!.price.amount).toBe(row.lowest);
        const euro = (await get(variantsApi(seenCode, 'competitor-lowest-prices'), finnish)).body as CompetitorLowestPrices;
        expect(euro.prices.every((price) => price.price.currency === 'EUR')).toBe(true);
        const unseen = await firstVisibleVariant('NOT EXISTS (SELECT 1 FROM competitor_prices c WHERE c.variant_code = v.code)');
        expect((await get(variantsApi(unseen.code, 'competitor-lowest-prices'))).body).toEqual({ variantCode: unseen.code, prices: [] });
      });
    });

    describe('point-of-sale flags', () => {
      test('the page carries the flags; a product shown in stores only is a 404 page and API call for web shoppers', async () => {
        const page = (await get(`/page/p/any/${onSale.code}`)).body as VariantViewModel;
        expect(page.product.posFlags).toEqual({ originatesFromPos: false, showInPosOnly: false, virtual: false });
        const hidden = await get(`/page/p/any/${posOnly.code}`);
        expect([hidden.status, hidden.body.componentName]).toEqual([404, 'PageNotFoundViewModel']);
        expect((await get(`/api/catalog/variants/${posOnly.code}`)).status).toBe(404);
        const inStore = (await get(`/page/p/any/${posOnly.code}`, storeDevice)).body as VariantViewModel;
        expect(inStore.product.posFlags).toEqual({ originatesFromPos: true, showInPosOnly: true, virtual: false });
        expect((await get(`/api/catalog/variants/${posOnly.code}`, storeDevice)).body.product.posFlags.showInPosOnly).toBe(true);
      });

      test('a product shown in stores only is left out of listings, counts and search for web shoppers only', async () => {
        const top = posOnly.category_code.split('/')[0];
        const listingOf = async (identity: Record<string, string>) =>
          ((await get(`/page/c/${posOnly.category_code}?pageSize=96`, identity)).body as CategoryViewModel).listing;
        const web = await listingOf(identityHeaders());
        const device = await listingOf(storeDevice);
        expect(web.products.map((card) => card.productCode)).not.toContain(posOnly.product_code);
        expect(device.products.map((card) => card.productCode)).toContain(posOnly.product_code);
        expect(device.totalCount).toBeGreaterThan(web.totalCount);
        const topPage = (await get(`/page/c/${top}`)).body as CategoryViewModel;
        expect(topPage.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(topPage.listing.totalCount);
        const search = async (identity: Record<string, string>) =>
          ((await get(`/api/search/products?q=${encodeURIComponent(posOnly.name)}&pageSize=96`, identity)).body as { products: { productCode: string }[] }).products.map(
            (card) => card.productCode,
          );
        expect(await search(identityHeaders())).not.toContain(posOnly.product_code);
        expect(await search(storeDevice)).toContain(posOnly.product_code);
      });

      test('the listing pages’ lookups leave a store-only product out for web shoppers: cards by code, the tree’s and tags’ counts', async () => {
        const byCode = async (identity: Record<string, string>) =>
          (await get(`/api/catalog/variants/listing?codes=${posOnly.code},${onSale.code}`, identity)).body as VariantListingResult;
        expect((await byCode(identityHeaders())).products.map((card) => card.code)).toEqual([onSale.code]);
        expect((await byCode(identityHeaders())).missingCodes).toEqual([posOnly.code]);
        expect((await byCode(storeDevice)).products.map((card) => card.code)).toEqual([posOnly.code, onSale.code]);
        const webProducts = (await one<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE NOT show_in_pos_only')).n;
        const tree = (await get('/page/c')).body as CategoryTreeViewModel;
        expect(tree.categories.reduce((sum, category) => sum + category.productCount, 0)).toBe(webProducts);
        const self = (await get(`/api/catalog/categories/${encodeURIComponent(posOnly.category_code)}`)).body as { category: { productCount: number } };
        const listed = ((await get(`/page/c/${posOnly.category_code}`)).body as CategoryViewModel).listing.totalCount;
        expect(self.category.productCount).toBe(listed);
        const tags = (await get('/page/tags')).body as ProductTagListPageViewModel;
        for (const tag of [...tags.certificates, ...tags.tags].slice(0, 3)) {
          const page = (await get(`/page${tag.url}`)).body as ProductTagPageViewModel;
          expect([tag.code, page.listing.totalCount]).toEqual([tag.code, tag.productCount]);
        }
      });

      test('the virtual flag comes from the catalog too', async () => {
        const product = await one<{ code: string }>('SELECT product_code AS code FROM variants WHERE code = $1', [withMemberPrice.code]);
        await testApp().db.query('UPDATE products SET is_virtual = true WHERE code = $1', [product.code]);
        try {
          const page = (await get(`/page/p/any/${withMemberPrice.code}`)).body as VariantViewModel;
          expect(page.product.posFlags.virtual).toBe(true);
        } finally {
          await testApp().db.query('UPDATE products SET is_virtual = false WHERE code = $1', [product.code]);
        }
      });
    });
  },
  { checkout },
);
