import type { Database } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { CatalogUnavailable, type CatalogProducts, type RatedProduct } from '../catalog/catalog-products';
import { recordHashtags } from '../hashtags/hashtag-store';
import { recountReviews } from '../summaries/review-summary-store';
import { demoReviewer, demoReviewerCount, demoReviewsOf } from './demo-reviews';

/** Products asked of the catalog, and written, at a time. */
const productsAPage = 250;

/** Writes the demo reviews of a page of products, their reviewers and their summaries, in one transaction. */
async function writeDemoReviews(db: Database, products: RatedProduct[]): Promise<number> {
  const reviews = products.flatMap((product) => demoReviewsOf(product).map((review) => ({ ...review, productCode: product.code })));
  return db.transaction(async (tx) => {
    const written = await tx.query<{ post_id: string; product_code: string }>(
      `INSERT INTO posts (post_id, kind, source_key, profile_id, product_code, stars, title, body, skin_type, skin_tone, is_recommended, helpful_count, created_at)
       SELECT gen_random_uuid(), 'review', r.source_key, a.profile_id, r.product_code, r.stars, r.title, r.body, r.skin_type, r.skin_tone,
              r.is_recommended, r.helpful_count, date_trunc('minute', now()) - make_interval(days => r.days_ago, hours => r.days_ago % 24)
       FROM json_to_recordset($1::json) AS r (source_key text, reviewer text, product_code text, stars smallint, title text, body text,
         skin_type text, skin_tone text, is_recommended boolean, helpful_count int, days_ago int)
       JOIN profiles a ON a.source_key = r.reviewer
       ON CONFLICT DO NOTHING
       RETURNING post_id, product_code`,
      [
        JSON.stringify(
          reviews.map((review) => ({
            source_key: review.sourceKey,
            reviewer: demoReviewer(review.reviewer).sourceKey,
            product_code: review.productCode,
            stars: review.stars,
            title: review.title,
            body: review.text,
            skin_type: review.skinType,
            skin_tone: review.skinTone,
            is_recommended: review.isRecommended,
            helpful_count: review.helpfulCount,
            days_ago: review.daysAgo,
          })),
        ),
      ],
    );
    await recordHashtags(tx, written.map((row) => row.post_id));
    // The products' summaries, counted from all their visible reviews, for the catalog.
    await recountReviews(tx, products.map((product) => product.code));
    return written.length;
  });
}

/** The demo reviewers' profiles (imported authors: no member behind them). */
async function writeDemoReviewers(db: Database): Promise<void> {
  const reviewers = Array.from({ length: demoReviewerCount }, (_, index) => demoReviewer(index));
  await db.query(
    `INSERT INTO profiles (profile_id, source_key, alias, display_name)
     SELECT gen_random_uuid(), source_key, alias, display_name FROM json_to_recordset($1::json) AS t (source_key text, alias text, display_name text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(reviewers.map((reviewer) => ({ source_key: reviewer.sourceKey, alias: reviewer.alias, display_name: reviewer.displayName })))],
  );
}

export interface DemoReviewsOptions {
  db: Database;
  catalog: CatalogProducts;
  logger: Logger;
  /** How long to wait for a catalog that is starting too (npm start starts every team at once). */
  waitForCatalogMs?: number;
}

/**
 * The demo store's reviews: for every demo product whose rating is still the catalog's own, reviews that give it
 * (`demoReviewsOf`), so each rated product has reviews to read, and the rating the catalog shows is theirs once the
 * summaries are sent. Runs at start in demo mode; a product seeded before is off the catalog's list, so a second start
 * writes nothing. A catalog that does not answer in time leaves it for the next start.
 */
export async function seedDemoReviews(options: DemoReviewsOptions): Promise<void> {
  const { db, catalog, logger, waitForCatalogMs = 90_000 } = options;
  const started = Date.now();
  let page: Awaited<ReturnType<CatalogProducts['ratedProducts']>>;
  for (;;) {
    try {
      page = await catalog.ratedProducts('', productsAPage);
      break;
    } catch (error) {
      if (!(error instanceof CatalogUnavailable)) throw error;
      if (Date.now() - started > waitForCatalogMs) {
        logger.warn({ reason: error.message }, 'demo reviews not written: the catalog did not answer (next start tries again)');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (page.products.length === 0) return;
  await writeDemoReviewers(db);
  let reviews = 0;
  let products = 0;
  for (;;) {
    reviews += await writeDemoReviews(db, page.products);
    products += page.products.length;
    if (!page.nextAfter) break;
    page = await catalog.ratedProducts(page.nextAfter, productsAPage);
  }
  logger.info({ products, reviews, ms: Date.now() - started }, 'demo reviews written');
}
