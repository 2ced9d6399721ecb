import type { ProductCard } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { productCardOf, type ProductCardRow } from './product-card';
import type { Shopper } from './shopper';

/**
 * The cards of the products, in the order given: each with its first variant's price, stock and swatches. All but the
 * stock comes from the products' search entries (written with every seed and import), which keeps this one small join.
 * Unknown codes are left out, and so are products sold in stores only unless a store device asks.
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
     WHERE $3 OR NOT e.show_in_pos_only
     ORDER BY page.position`,
    [productCodes, shopper.currency, shopper.isStoreDevice ?? false],
  );
  return rows.map((row) => productCardOf(row, shopper, today));
}

/**
 * The cards of the variants themselves (the shade or size asked for, not the product's first), in the order given;
 * unknown codes and, for web shoppers, products sold in stores only are left out.
 */
export async function fetchVariantCards(db: Queryable, variantCodes: string[], shopper: Shopper, today: string): Promise<ProductCard[]> {
  if (variantCodes.length === 0) return [];
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
     JOIN variants v ON v.code = page.code
     JOIN products p ON p.code = v.product_code
     JOIN brands b ON b.code = p.brand_code
     JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $2
     JOIN variant_stock s ON s.variant_code = v.code
     WHERE $3 OR NOT p.show_in_pos_only
     ORDER BY page.position`,
    [variantCodes, shopper.currency, shopper.isStoreDevice ?? false],
  );
  return rows.map((row) => productCardOf(row, shopper, today));
}
