import type { ProductCard } from '@storefront/platform';
import type { ProductRecommendations } from '../../../contract/product-page';
import type { Queryable } from '@storefront/platform/server';
import { fetchProductCards } from '../catalog/product-cards';
import type { Shopper } from '../catalog/shopper';
import type { ProductRecord } from '../catalog/variant-repository';
import type { CheckoutClient } from '../checkout/checkout-client';

export const recommendationsPerRow = 8;

/**
 * Products like `product`, best first, among the products of its top-level category: the same category counts most
 * (4, or 2 for a sibling category), then a price near its own (up to 2, nothing at half or double), each shared tag
 * (0.75), the same brand (1) and being in stock (0.5); ties go to the more popular product, then the code.
 */
export async function similarProductCodes(db: Queryable, product: ProductRecord, shopper: Shopper, limit = recommendationsPerRow): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `WITH me AS (
       SELECT p.code, p.category_code, p.brand_code, regexp_replace(p.category_code, '/[^/]+$', '') AS parent_code, pr.amount
       FROM products p
       JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
       JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $2
       WHERE p.code = $1
     ), my_tags AS (SELECT tag_code FROM product_tags WHERE product_code = $1)
     SELECT p.code
     FROM me
     JOIN products p ON split_part(p.category_code, '/', 1) = split_part(me.category_code, '/', 1) AND p.code <> me.code
     JOIN variants v0 ON v0.product_code = p.code AND v0.sort_order = 0
     JOIN variant_prices pr ON pr.variant_code = v0.code AND pr.currency = $2
     WHERE $3 OR NOT p.show_in_pos_only
     ORDER BY CASE WHEN p.category_code = me.category_code THEN 4
                   WHEN regexp_replace(p.category_code, '/[^/]+$', '') = me.parent_code THEN 2 ELSE 0 END
              + 2 * greatest(0, 1 - abs(ln(pr.amount::float8 / me.amount)) / ln(2))
              + 0.75 * (SELECT count(*) FROM product_tags t WHERE t.product_code = p.code AND t.tag_code IN (SELECT tag_code FROM my_tags))
              + CASE WHEN p.brand_code = me.brand_code THEN 1 ELSE 0 END
              + CASE WHEN p.in_stock THEN 0.5 ELSE 0 END DESC,
              p.popularity DESC, p.code
     LIMIT $4`,
    [product.code, shopper.currency, shopper.isStoreDevice ?? false, limit],
  );
  return rows.map((row) => row.code);
}

/** The products of the variants Checkout saw bought with this product's variants, most orders first, one card per product. */
async function boughtTogetherCards(
  db: Queryable,
  checkout: CheckoutClient,
  product: ProductRecord,
  variantCodes: string[],
  shopper: Shopper,
  today: string,
): Promise<ProductCard[]> {
  const boughtWith = await checkout.boughtTogether(shopper, variantCodes);
  if (boughtWith.length === 0) return [];
  const owners = await db.query<{ code: string; product_code: string }>(
    `SELECT v.code, v.product_code FROM variants v JOIN products p ON p.code = v.product_code
     WHERE v.code = ANY($1::text[]) AND p.code <> $2 AND ($3 OR NOT p.show_in_pos_only)`,
    [boughtWith.map((item) => item.code), product.code, shopper.isStoreDevice ?? false],
  );
  const productOf = new Map(owners.map((row) => [row.code, row.product_code]));
  const productCodes = [...new Set(boughtWith.map((item) => productOf.get(item.code)).filter((code): code is string => code !== undefined))];
  return fetchProductCards(db, productCodes.slice(0, recommendationsPerRow), shopper, today);
}

/** GET /api/catalog/variants/{code}/recommendations: similar products, and bought together when there are such orders. */
export async function recommendationsFor(
  db: Queryable,
  checkout: CheckoutClient,
  product: ProductRecord,
  variantCode: string,
  shopper: Shopper,
  today: string,
): Promise<ProductRecommendations> {
  const variantCodes = (await db.query<{ code: string }>('SELECT code FROM variants WHERE product_code = $1 ORDER BY sort_order', [product.code])).map((row) => row.code);
  const [similar, boughtTogether] = await Promise.all([
    similarProductCodes(db, product, shopper).then((codes) => fetchProductCards(db, codes, shopper, today)),
    boughtTogetherCards(db, checkout, product, variantCodes, shopper, today),
  ]);
  return { variantCode, similar, ...(boughtTogether.length > 0 ? { boughtTogether } : {}) };
}
