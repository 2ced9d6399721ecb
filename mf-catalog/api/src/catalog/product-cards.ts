import type { ProductCard } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { productCardOf, type ProductCardRow } from './product-card';
import type { Shopper } from './shopper';

/** The cards of the products, in the order given: each with its first variant's price, stock and swatches. */
export async function fetchProductCards(db: Queryable, productCodes: string[], shopper: Shopper, today: string): Promise<ProductCard[]> {
  if (productCodes.length === 0) return [];
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
     JOIN products p ON p.code = page.code
     JOIN brands b ON b.code = p.brand_code
     JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
     JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $2
     JOIN variant_stock s ON s.variant_code = v.code
     ORDER BY page.position`,
    [productCodes, shopper.currency],
  );
  return rows.map((row) => productCardOf(row, shopper, today));
}
