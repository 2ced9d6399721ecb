import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { VariantViewModel } from '@storefront/platform';
import type { CategoryViewModel } from '../../../contract/listing-pages';
import { importCatalogFile } from '../import/import-catalog-file';
import { describeOnEachBackend, identityHeaders, testToday } from '../testing/test-app';
import { maxReviewSummaries } from './review-summaries-route';

interface Summary {
  code: string;
  ratingTenths: number | null;
  reviewCount: number;
  version: number;
}

/** A demo product with a rating under 4 stars, as its page and its category's listing are reached. */
interface Rated {
  code: string;
  category_code: string;
  brand_code: string;
  url: string;
  rating_tenths: number;
  review_count: number;
}

describeOnEachBackend('internal review summaries endpoint', (testApp) => {
  const social = identityHeaders({ service: 'social' });
  const post = (body: unknown, identity = social) => request(testApp().app).post('/internal/review-summaries').set(identity).send(body as object);
  const page = async <T>(url: string) => (await request(testApp().app).get(`/page${url}`).set(identityHeaders())).body as T;
  /** [code, rating_tenths, review_count, review_version] of the products and, the same, of their search entries. */
  const ratingsOf = async (...codes: string[]) => {
    const rows = await testApp().db.query<{ code: string; rating_tenths: number | null; review_count: number; review_version: string; entry: string }>(
      `SELECT p.code, p.rating_tenths, p.review_count, p.review_version::text AS review_version,
              concat_ws('/', coalesce(e.rating_tenths::text, 'null'), e.review_count) AS entry
       FROM products p JOIN search_entries e ON e.product_code = p.code WHERE p.code = ANY($1::text[]) ORDER BY p.code`,
      [codes],
    );
    return rows.map((row) => {
      expect(row.entry).toBe(`${row.rating_tenths ?? 'null'}/${row.review_count}`);
      return [row.code, row.rating_tenths, row.review_count, Number(row.review_version)];
    });
  };

  /** The card of a product in a listing page's first 96 products, if it is there. */
  const cardOf = async (listing: string, code: string) =>
    (await page<CategoryViewModel>(`${listing}&pageSize=96`)).listing.products.find((card) => card.productCode === code);

  let rated: Rated[] = [];
  beforeAll(async () => {
    rated = await testApp().db.query<Rated>(
      `SELECT p.code, p.category_code, p.brand_code, '/p/' || p.slug || '/' || v.code AS url, p.rating_tenths, p.review_count
       FROM products p JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
       WHERE p.rating_tenths < 40 AND NOT p.show_in_pos_only AND EXISTS (SELECT 1 FROM variant_prices pr WHERE pr.variant_code = v.code AND pr.currency = 'SEK')
       ORDER BY p.code LIMIT 8`,
    );
    expect(rated).toHaveLength(8);
  });
  const product = (index: number) => rated[index]!;
  const unchanged = (index: number) => [product(index).code, product(index).rating_tenths, product(index).review_count, 0];

  test('takes each summary whose version is newer, and the product page and listings show it at once, kept or not', async () => {
    const [first, second] = [product(0), product(1)];
    const fourStarsAndUp = `/c/${first.category_code}?brand=${first.brand_code}&rating=4`;
    // Both pages asked once before: they are kept (pages/page-cache.ts) and must not be served as they were.
    expect((await page<VariantViewModel>(first.url)).product).toMatchObject({ rating: first.rating_tenths / 10, reviewCount: first.review_count });
    expect(await cardOf(fourStarsAndUp, first.code)).toBeUndefined();

    const response = await post({
      summaries: [
        { code: first.code, ratingTenths: 48, reviewCount: 1234, version: 4 },
        { code: second.code, ratingTenths: 41, reviewCount: 3, version: 2 },
        { code: 'sephora:P0', ratingTenths: 45, reviewCount: 9, version: 9 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ applied: 2 });
    expect(await ratingsOf(first.code, second.code, 'sephora:P0')).toEqual([
      [first.code, 48, 1234, 4],
      [second.code, 41, 3, 2],
    ]);
    expect((await page<VariantViewModel>(first.url)).product).toMatchObject({ rating: 4.8, reviewCount: 1234 });
    expect(await cardOf(fourStarsAndUp, first.code)).toMatchObject({ rating: 4.8, reviewCount: 1234 });
  });

  test('no reviews is a null rating with a count of 0: the page and the cards show no rating, and the rating filter leaves it out', async () => {
    const target = product(2);
    const listing = `/c/${target.category_code}?brand=${target.brand_code}`;
    const rated = target.rating_tenths / 10;
    expect(await cardOf(listing, target.code)).toMatchObject({ rating: rated });
    expect(await cardOf(`${listing}&rating=1`, target.code)).toMatchObject({ rating: rated });

    expect((await post({ summaries: [{ code: target.code, ratingTenths: null, reviewCount: 0, version: 1 }] })).body).toEqual({ applied: 1 });
    expect(await ratingsOf(target.code)).toEqual([[target.code, null, 0, 1]]);
    const { product: shown } = await page<VariantViewModel>(target.url);
    expect(shown).not.toHaveProperty('rating');
    expect(shown).not.toHaveProperty('reviewCount');
    const card = await cardOf(listing, target.code);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty('rating');
    expect(card).not.toHaveProperty('reviewCount');
    expect(await cardOf(`${listing}&rating=1`, target.code)).toBeUndefined();
  });

  test('an older or repeated version changes nothing, so summaries may come twice and out of order', async () => {
    const target = product(3);
    expect((await post({ summaries: [{ code: target.code, ratingTenths: 42, reviewCount: 7, version: 7 }] })).body).toEqual({ applied: 1 });
    for (const stale of [{ ratingTenths: 10, reviewCount: 1, version: 6 }, { ratingTenths: 10, reviewCount: 1, version: 7 }, { ratingTenths: null, reviewCount: 0, version: 1 }]) {
      const response = await post({ summaries: [{ code: target.code, ...stale }] });
      expect([response.status, response.body]).toEqual([200, { applied: 0 }]);
    }
    expect(await ratingsOf(target.code)).toEqual([[target.code, 42, 7, 7]]);
    expect((await post({ summaries: [{ code: target.code, ratingTenths: 43, reviewCount: 8, version: 8 }] })).body).toEqual({ applied: 1 });
    expect(await ratingsOf(target.code)).toEqual([[target.code, 43, 8, 8]]);
  });

  test('the same code twice in one call: the newer version wins, whichever comes first', async () => {
    const [one, other] = [product(4).code, product(5).code];
    const response = await post({
      summaries: [
        { code: one, ratingTenths: 44, reviewCount: 3, version: 3 },
        { code: one, ratingTenths: 11, reviewCount: 2, version: 2 },
        { code: other, ratingTenths: 11, reviewCount: 2, version: 2 },
        { code: other, ratingTenths: 44, reviewCount: 3, version: 3 },
      ],
    });
    expect(response.body).toEqual({ applied: 2 });
    expect(await ratingsOf(one, other)).toEqual([
      [one, 44, 3, 3],
      [other, 44, 3, 3],
    ]);
  });

  test('only team Social may send summaries: any browser identity is a 401, another service a 403, and nothing is taken', async () => {
    const target = product(6);
    const summary = { summaries: [{ code: target.code, ratingTenths: 50, reviewCount: 1, version: 9 }] };
    for (const identity of [{}, { userId: 'm-1' }, { userId: 'a-1', roles: ['admin' as const] }]) {
      const refused = await post(summary, identityHeaders(identity));
      expect([refused.status, refused.body.error?.code]).toEqual([401, 'service_only']);
    }
    for (const service of ['cart-checkout', 'account', 'gateway'] as const) {
      const refused = await post(summary, identityHeaders({ service }));
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'service_not_allowed']);
    }
    const anonymous = await request(testApp().app).post('/internal/review-summaries').send(summary);
    expect(anonymous.status).toBe(401);
    expect(await ratingsOf(target.code)).toEqual([unchanged(6)]);
  });

  test('bad input is a 400 naming the field, and nothing of the call is taken', async () => {
    const target = product(7);
    const valid: Summary = { code: target.code, ratingTenths: 45, reviewCount: 5, version: 5 };
    const bad: [unknown, string][] = [
      [{}, 'summaries'],
      [{ summaries: [] }, 'summaries'],
      [{ summaries: 'all' }, 'summaries'],
      [{ summaries: Array.from({ length: maxReviewSummaries + 1 }, (_, index) => ({ ...valid, code: `P${20_000 + index}` })) }, 'summaries'],
      [{ summaries: [valid, { ...valid, code: 'not a code' }] }, 'summaries.1.code'],
      [{ summaries: [valid, { ...valid, code: `${target.code}\u0000` }] }, 'summaries.1.code'],
      [{ summaries: [valid, { ...valid, code: '\ud83d' }] }, 'summaries.1.code'],
      [{ summaries: [valid, { ...valid, ratingTenths: 9 }] }, 'summaries.1.ratingTenths'],
      [{ summaries: [valid, { ...valid, ratingTenths: 51 }] }, 'summaries.1.ratingTenths'],
      [{ summaries: [valid, { ...valid, ratingTenths: 4.5 }] }, 'summaries.1.ratingTenths'],
      [{ summaries: [valid, { ...valid, ratingTenths: '45' }] }, 'summaries.1.ratingTenths'],
      [{ summaries: [valid, { ...valid, ratingTenths: null }] }, 'summaries.1.ratingTenths'],
      [{ summaries: [valid, { ...valid, reviewCount: 0 }] }, 'summaries.1.ratingTenths'],
      [{ summaries: [valid, { ...valid, reviewCount: -1 }] }, 'summaries.1.reviewCount'],
      [{ summaries: [valid, { ...valid, reviewCount: 1.5 }] }, 'summaries.1.reviewCount'],
      [{ summaries: [valid, { ...valid, version: 0 }] }, 'summaries.1.version'],
      [{ summaries: [valid, { ...valid, version: 2.5 }] }, 'summaries.1.version'],
      [{ summaries: [valid, { ...valid, version: Number.MAX_SAFE_INTEGER + 2 }] }, 'summaries.1.version'],
      [{ summaries: [valid, { code: target.code, ratingTenths: 45, reviewCount: 5 }] }, 'summaries.1.version'],
    ];
    for (const [body, field] of bad) {
      const response = await post(body);
      expect([field, response.status, response.body.error?.code]).toEqual([field, 400, 'bad_request']);
      expect(Object.keys(response.body.error.fields)).toContain(field);
    }
    const notJson = await request(testApp().app).post('/internal/review-summaries').set(social).set('content-type', 'application/json').send('{"summaries": [');
    expect(notJson.status).toBe(400);
    expect(await ratingsOf(target.code)).toEqual([unchanged(7)]);
  });

  describe('an import after a summary', () => {
    const line = (code: string, rating: number, reviewCount: number) =>
      JSON.stringify({
        code,
        name: `Review Serum ${code}`,
        brand: 'Nordic Skin',
        category: ['Skincare', 'Serums'],
        rating,
        reviewCount,
        variants: [{ key: '30ml', name: '30 ml', size: { unit: 'ml', amount: 30 }, priceUsd: 29 }],
      });
    const importLines = async (...lines: string[]) => {
      const dir = await mkdtemp(join(tmpdir(), 'catalog-reviews-'));
      try {
        const file = join(dir, 'feed.jsonl');
        await writeFile(file, lines.join('\n'));
        const summary = await importCatalogFile(testApp().db, { file, today: testToday });
        expect(summary.failures).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };

    test('leaves team Social’s rating as it is, while a product Social never summarised takes the feed’s', async () => {
      await importLines(line('RS-1', 3.1, 10), line('RS-2', 3.1, 10));
      expect(await ratingsOf('jsonl:RS-1', 'jsonl:RS-2')).toEqual([
        ['jsonl:RS-1', 31, 10, 0],
        ['jsonl:RS-2', 31, 10, 0],
      ]);
      expect((await post({ summaries: [{ code: 'jsonl:RS-1', ratingTenths: 47, reviewCount: 2, version: 1 }] })).body).toEqual({ applied: 1 });
      await importLines(line('RS-1', 2.2, 20), line('RS-2', 2.2, 20));
      expect(await ratingsOf('jsonl:RS-1', 'jsonl:RS-2')).toEqual([
        ['jsonl:RS-1', 47, 2, 1],
        ['jsonl:RS-2', 22, 20, 0],
      ]);
      // Two imports, each refreshing the demo catalog's search data after it: 2–4 s alone, more beside another worker.
    }, 30_000);
  });
});
