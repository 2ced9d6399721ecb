import type { Queryable } from '@storefront/platform/server';

/**
 * Counts the products' visible reviews again into their review summaries, each with a new version, for the catalog.
 * The summary rows are locked first, in code order, so writers of one product's reviews take turns and each counts
 * after the last one's commit (on PostgreSQL a statement's snapshot is taken when it starts): no review goes uncounted.
 */
export async function recountReviews(tx: Queryable, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  const products = [...new Set(codes)];
  await tx.query(
    `INSERT INTO review_summaries (product_code, review_count, rating_tenths, version)
     SELECT code, 0, NULL, 0 FROM unnest($1::text[]) AS code ORDER BY code
     ON CONFLICT (product_code) DO NOTHING`,
    [products],
  );
  await tx.query('SELECT 1 FROM review_summaries WHERE product_code = ANY($1::text[]) ORDER BY product_code FOR UPDATE', [products]);
  await tx.query(
    `UPDATE review_summaries s SET review_count = counted.reviews, rating_tenths = counted.tenths, version = nextval('review_summary_versions')
     FROM (SELECT asked.code, count(p.post_id)::int AS reviews, round(avg(p.stars) * 10)::smallint AS tenths
           FROM unnest($1::text[]) AS asked (code)
           LEFT JOIN posts p ON p.product_code = asked.code AND p.kind = 'review' AND p.hidden_at IS NULL
           GROUP BY asked.code) counted
     WHERE s.product_code = counted.code`,
    [products],
  );
}
