import type { Queryable } from '@storefront/platform/server';

/**
 * Counts the product's visible reviews again into its review summary with a new version, for the catalog. The
 * summary row is locked first, so writers of one product's reviews take turns and each counts after the last one's
 * commit (on PostgreSQL a statement's snapshot is taken when it starts): no review goes uncounted.
 */
export async function recountReviews(tx: Queryable, code: string): Promise<void> {
  await tx.query(
    `INSERT INTO review_summaries (product_code, review_count, rating_tenths, version) VALUES ($1, 0, NULL, 0)
     ON CONFLICT (product_code) DO NOTHING`,
    [code],
  );
  await tx.query('SELECT 1 FROM review_summaries WHERE product_code = $1 FOR UPDATE', [code]);
  await tx.query(
    `UPDATE review_summaries s SET review_count = counted.reviews, rating_tenths = counted.tenths, version = nextval('review_summary_versions')
     FROM (SELECT count(*)::int AS reviews, round(avg(stars) * 10)::smallint AS tenths
           FROM posts WHERE product_code = $1 AND kind = 'review' AND hidden_at IS NULL) counted
     WHERE s.product_code = $1`,
    [code],
  );
}
