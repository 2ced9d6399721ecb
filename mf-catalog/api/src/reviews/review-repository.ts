import type { Queryable } from '@storefront/platform/server';

/** A product as a review of it names it: its page is its first variant's. */
export interface ReviewProductRow {
  code: string;
  name: string;
  brand_name: string;
  slug: string;
  category_code: string;
  variant_code: string;
}

/** Team Social's summary of a product's reviews: null rating exactly when there are none, newer when its version is greater. */
export interface ReviewSummary {
  code: string;
  ratingTenths: number | null;
  reviewCount: number;
  version: number;
}

/** The products of the codes, in the order given; unknown codes (and a product without variants, which has no page) are left out. */
export function reviewProducts(db: Queryable, codes: readonly string[]): Promise<ReviewProductRow[]> {
  return db.query<ReviewProductRow>(
    `SELECT p.code, p.name, b.name AS brand_name, p.slug, p.category_code, v.code AS variant_code
     FROM unnest($1::text[]) WITH ORDINALITY AS asked (code, position)
     JOIN products p ON p.code = asked.code
     JOIN brands b ON b.code = p.brand_code
     JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
     ORDER BY asked.position`,
    [codes],
  );
}

/** The product codes of a feed's keys, in the order given (unknown keys are left out). */
export function importedProductCodes(db: Queryable, source: string, keys: readonly string[]): Promise<{ source_key: string; product_code: string }[]> {
  return db.query<{ source_key: string; product_code: string }>(
    `SELECT i.source_key, i.product_code
     FROM unnest($2::text[]) WITH ORDINALITY AS asked (key, position)
     JOIN imported_products i ON i.source = $1 AND i.source_key = asked.key
     ORDER BY asked.position`,
    [source, keys],
  );
}

/** Locks the product rows of the codes, in code order, until the caller's transaction ends. */
export async function lockProductRows(tx: Queryable, codes: readonly string[]): Promise<void> {
  await tx.query('SELECT code FROM products WHERE code = ANY($1::text[]) ORDER BY code FOR UPDATE', [codes]);
}

/**
 * Each summary replaces the product's rating and review count when its version is newer than the stored one; older or
 * repeated versions and unknown codes change nothing. One summary per code. Returns the codes that changed.
 */
export async function applyNewerSummaries(tx: Queryable, summaries: readonly ReviewSummary[]): Promise<string[]> {
  const changed = await tx.query<{ code: string }>(
    `UPDATE products p SET rating_tenths = summary.rating_tenths, review_count = summary.review_count, review_version = summary.version
     FROM unnest($1::text[], $2::smallint[], $3::int[], $4::bigint[]) AS summary (code, rating_tenths, review_count, version)
     WHERE p.code = summary.code AND p.review_version < summary.version
     RETURNING p.code`,
    [
      summaries.map((summary) => summary.code),
      summaries.map((summary) => summary.ratingTenths),
      summaries.map((summary) => summary.reviewCount),
      summaries.map((summary) => summary.version),
    ],
  );
  return changed.map((row) => row.code);
}

/** The products' ratings onto their search entries (listings filter, sort and show them there, 010-search-speed.sql). */
export async function copyRatingsToSearchEntries(tx: Queryable, productCodes: readonly string[]): Promise<void> {
  if (productCodes.length === 0) return;
  await tx.query(
    `UPDATE search_entries e SET rating_tenths = p.rating_tenths, review_count = p.review_count
     FROM products p WHERE p.code = ANY($1::text[]) AND e.product_code = p.code`,
    [productCodes],
  );
}

/** The demo catalog's rated products whose rating is still its own (no feed's, no summary of Social's), in code order after `after`. */
export function ratedDemoProducts(db: Queryable, after: string, limit: number) {
  return db.query<{ code: string; rating_tenths: number; review_count: number; category_code: string }>(
    `SELECT p.code, p.rating_tenths, p.review_count, p.category_code FROM products p
     WHERE p.review_version = 0 AND p.review_count > 0 AND p.code > $1
       AND NOT EXISTS (SELECT 1 FROM imported_products i WHERE i.product_code = p.code)
     ORDER BY p.code LIMIT $2`,
    [after, limit],
  );
}
