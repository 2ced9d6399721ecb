import type { Queryable } from '@storefront/platform/server';

/** A count of the online warehouse for a variant, newer than another when its version is greater. */
export interface OnlineStockLevel {
  code: string;
  available: number;
  version: number;
}

/** The online warehouse's count of each of the variant codes the catalog knows (unknown ones are left out). */
export function onlineQuantities(db: Queryable, codes: readonly string[]): Promise<{ variant_code: string; online_quantity: number }[]> {
  return db.query<{ variant_code: string; online_quantity: number }>(
    'SELECT variant_code, online_quantity FROM variant_stock WHERE variant_code = ANY($1::text[])',
    [codes],
  );
}

/** Locks the stock rows of the codes, in code order, until the caller's transaction ends. */
export async function lockStockRows(tx: Queryable, codes: readonly string[]): Promise<void> {
  await tx.query('SELECT variant_code FROM variant_stock WHERE variant_code = ANY($1::text[]) ORDER BY variant_code FOR UPDATE', [codes]);
}

/**
 * Each level replaces online_quantity when its version is newer than the stored one; older or repeated versions and
 * unknown codes change nothing. One level per code. Returns the codes that changed.
 */
export async function applyNewerLevels(tx: Queryable, levels: readonly OnlineStockLevel[]): Promise<string[]> {
  const changed = await tx.query<{ variant_code: string }>(
    `UPDATE variant_stock s SET online_quantity = level.available, stock_version = level.version
     FROM unnest($1::text[], $2::int[], $3::bigint[]) AS level (code, available, version)
     WHERE s.variant_code = level.code AND s.stock_version < level.version
     RETURNING s.variant_code`,
    [levels.map((level) => level.code), levels.map((level) => level.available), levels.map((level) => level.version)],
  );
  return changed.map((row) => row.variant_code);
}

/**
 * Whether the products of the variants have any variant in stock online, on the product and its search entry (the
 * listings' in-stock filter and facet read it there), for the products whose answer changed.
 */
export async function refreshInStock(tx: Queryable, variantCodes: readonly string[]): Promise<void> {
  if (variantCodes.length === 0) return;
  await tx.query(
    `WITH touched AS (SELECT DISTINCT product_code FROM variants WHERE code = ANY($1::text[])),
     stock AS (
       SELECT t.product_code, bool_or(s.online_quantity > 0) AS in_stock
       FROM touched t JOIN variants v ON v.product_code = t.product_code JOIN variant_stock s ON s.variant_code = v.code
       GROUP BY t.product_code
     ),
     products_changed AS (
       UPDATE products p SET in_stock = stock.in_stock FROM stock
       WHERE p.code = stock.product_code AND p.in_stock IS DISTINCT FROM stock.in_stock
     )
     UPDATE search_entries e SET in_stock = stock.in_stock FROM stock
     WHERE e.product_code = stock.product_code AND e.in_stock IS DISTINCT FROM stock.in_stock`,
    [variantCodes],
  );
}
