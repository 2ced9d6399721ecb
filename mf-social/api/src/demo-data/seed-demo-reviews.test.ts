import type { RatedProduct } from '../catalog/catalog-products';
import { silentLogger, describeOnEachBackend, call } from '../testing/test-app';
import { maxDemoReviewsPerProduct } from './demo-reviews';
import { seedDemoReviews } from './seed-demo-reviews';

const rated = (code: string, ratingTenths: number, reviewCount: number, reviewAttributes: RatedProduct['reviewAttributes'] = []): RatedProduct => ({
  code,
  ratingTenths,
  reviewCount,
  reviewAttributes,
});

describeOnEachBackend('the demo store’s reviews', (server) => {
  test('every rated demo product gets reviews that give about its rating, with what its reviews ask; a second start adds none', async () => {
    const products = [rated('P10001', 45, 212), rated('P10002', 31, 2, ['skinTone', 'skinType']), ...Array.from({ length: 300 }, (_, index) => rated(`P2${String(index).padStart(4, '0')}`, 30 + (index % 21), 1 + (index % 9), ['skinType']))];
    server().catalog.rated = products;
    await seedDemoReviews({ db: server().db, catalog: server().catalog, logger: silentLogger });

    const counts = await server().db.query<{ product_code: string; reviews: number; average: number; profiles: number; skin_tones: number; skin_types: number }>(
      `SELECT product_code, count(*)::int AS reviews, avg(stars)::float AS average, count(DISTINCT profile_id)::int AS profiles,
              count(skin_tone)::int AS skin_tones, count(skin_type)::int AS skin_types
       FROM posts WHERE source_key LIKE 'demo:%' GROUP BY product_code`,
    );
    const byCode = new Map(counts.map((row) => [row.product_code, row]));
    expect(byCode.size).toBe(products.length);
    for (const product of products) {
      const seeded = byCode.get(product.code)!;
      expect([product.code, seeded.reviews]).toEqual([product.code, Math.min(product.reviewCount, maxDemoReviewsPerProduct)]);
      // One review per reviewer per product.
      expect(seeded.profiles).toBe(seeded.reviews);
      expect(Math.abs(seeded.average - product.ratingTenths / 10)).toBeLessThanOrEqual(product.reviewCount === 1 ? 0.5 : 0.75);
      expect(seeded.skin_tones).toBe(product.reviewAttributes.includes('skinTone') ? seeded.reviews : 0);
      expect(seeded.skin_types).toBe(product.reviewAttributes.includes('skinType') ? seeded.reviews : 0);
    }
    const [summaries] = await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM review_summaries WHERE version > published_version AND product_code = ANY($1::text[])`, [products.map((product) => product.code)]);
    expect(summaries!.n).toBe(products.length);

    // The product page shows them like any review.
    const page = (await call(server().url, '/api/social/posts/pdp/P10001')).body;
    expect(page.summary.count).toBe(maxDemoReviewsPerProduct);
    expect(page.reviews.items[0].author.displayName).toMatch(/^\S+ \S\.$/);

    const [before] = await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts`);
    await seedDemoReviews({ db: server().db, catalog: server().catalog, logger: silentLogger });
    const [after] = await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts`);
    expect(after).toEqual(before);
  });

  test('a catalog that does not answer leaves the demo reviews for the next start', async () => {
    server().catalog.down = true;
    try {
      const [before] = await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts`);
      await seedDemoReviews({ db: server().db, catalog: server().catalog, logger: silentLogger, waitForCatalogMs: 600 });
      const [after] = await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts`);
      expect(after).toEqual(before);
    } finally {
      server().catalog.down = false;
    }
  });
});
