import type { ProductCard } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { productCardOf, type ProductCardRow } from './product-card';
import type { Shopper } from './shopper';

/**
 * The cards of the products, in the order given: each with its first variant's price, stock and swatches. All but the
 * stock comes from the products' search entries (written with every seed and import), which keeps this one small join.
 */
export async function fetchProductCards(db: Queryable, productCodes: string[], shopper: Shopper, today: string): Promise<ProductCard[]> {
  if (productCodes.length === 0) return [];
  const rows = await db.query<ProductCardRow>(
    `SELECT e.product_code, e.slug, e.name, e.rating_tenths, e.review_count, e.is_new, e.brand_name,
            e.variant_code, e.size_unit, e.size_milli,
            (e.prices ->> $2)::int AS amount, (e.previous_prices ->> $2)::int AS previous_amount,
            (e.member_prices ->> $2)::int AS member_amount,
            s.online_quantity, s.store_quantity, s.is_monitorable,
            s.purchase_available_from::text AS purchase_available_from, e.variant_count, e.swatches
     FROM unnest($1::text[]) WITH ORDINALITY AS page (code, position)
     JOIN search_entries e ON e.product_code = page.code AND e.prices ? $2
     JOIN variant_stock s ON s.variant_code = e.variant_code
     ORDER BY page.position`,
    [productCodes, shopper.currency],
  );
  return rows.map((row) => productCardOf(row, shopper, today));
}
