import type { ProductCard } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { productCardOf, type ProductCardRow } from './product-card';
import type { Shopper } from './shopper';

/**
 * The cards of the products or variants (`codes` of the kind `by`), in the order given; unknown codes are left out, and
 * so are products sold in stores only unless a store device asks.
 */
async function fetchCards(db: Queryable, by: 'product' | 'variant', codes: string[], shopper: Shopper, today: string): Promise<ProductCard[]> {
  if (codes.length === 0) return [];
  const rows = await db.query<ProductCardRow>(
    `SELECT p.code AS product_code, p.slug, p.name, p.rating_tenths, p.review_count, p.is_new, b.name AS brand_name,
            v.code AS variant_code, v.size_unit, v.size_milli,
            pr.amount, pr.previous_amount, pr.member_amount,
            s.online_quantity, s.store_quantity, s.is_monitorable,
            s.purchase_available_from::text AS purchase_available_from,
            (SELECT count(*)::int FROM variants c WHERE c.product_code = p.code) AS variant_count,
            ARRAY(SELECT w.shade_hex FROM variants w
                  WHERE w.product_code = p.code AND w.shade_hex IS NOT NULL ORDER BY w.sort_order LIMIT 6) AS swatches
     FROM unnest($1::text[]) WITH ORDINALITY AS page (code, position)
     ${
       by === 'product'
         ? `JOIN products p ON p.code = page.code
            JOIN variants v ON v.product_code = p.code AND v.sort_order = 0`
         : `JOIN variants v ON v.code = page.code
            JOIN products p ON p.code = v.product_code`
     }
     JOIN brands b ON b.code = p.brand_code
     JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $2
     JOIN variant_stock s ON s.variant_code = v.code
     WHERE $3 OR NOT p.show_in_pos_only
     ORDER BY page.position`,
    [codes, shopper.currency, shopper.isStoreDevice ?? false],
  );
  return rows.map((row) => productCardOf(row, shopper, today));
}

/** The cards of the products, in the order given: each with its first variant's price, stock and swatches. */
export const fetchProductCards = (db: Queryable, productCodes: string[], shopper: Shopper, today: string) =>
  fetchCards(db, 'product', productCodes, shopper, today);

/** The cards of the variants themselves (the shade or size asked for), in the order given. */
export const fetchVariantCards = (db: Queryable, variantCodes: string[], shopper: Shopper, today: string) =>
  fetchCards(db, 'variant', variantCodes, shopper, today);
