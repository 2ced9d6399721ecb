import type { CurrencyCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { Silhouette } from '../demo-data/category-tree';
import type { PriceRecord } from './price';
import type { Shopper } from './shopper';
import type { StockRecord } from './stock-status';

export interface ProductRecord {
  code: string;
  slug: string;
  name: string;
  category_code: string;
  product_type: string;
  silhouette: Silhouette;
  varies_by: 'COLOR' | 'SIZE';
  description: string;
  ingredients: string | null;
  highlights: string[];
  rating_tenths: number | null;
  review_count: number;
  is_new: boolean;
  max_quantity: number;
  brand_code: string;
  brand_slug: string;
  brand_name: string;
  brand_color: string;
  originates_from_pos: boolean;
  show_in_pos_only: boolean;
  is_virtual: boolean;
}

export interface VariantRecord extends PriceRecord, StockRecord {
  code: string;
  name: string;
  sort_order: number;
  shade_hex: string | null;
  image_count: number;
}

/** Whether the catalog has a variant with this code (whatever its product, even one sold in stores only). */
export async function variantExists(db: Queryable, variantCode: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM variants WHERE code = $1', [variantCode]);
  return row !== undefined;
}

/** The product a variant code belongs to, or null. */
export async function productOfVariant(db: Queryable, variantCode: string): Promise<ProductRecord | null> {
  const [row] = await db.query<ProductRecord>(
    `SELECT p.code, p.slug, p.name, p.category_code, p.product_type, p.silhouette, p.varies_by, p.description,
            p.ingredients, p.highlights, p.rating_tenths, p.review_count, p.is_new, p.max_quantity,
            b.code AS brand_code, b.slug AS brand_slug, b.name AS brand_name, b.color AS brand_color,
            p.originates_from_pos, p.show_in_pos_only, p.is_virtual
     FROM variants v
     JOIN products p ON p.code = v.product_code
     JOIN brands b ON b.code = p.brand_code
     WHERE v.code = $1`,
    [variantCode],
  );
  return row ?? null;
}

/** The product of a variant code as `shopper` may see it: null when unknown, or sold in stores only and not a store device. */
export async function visibleProductOfVariant(db: Queryable, variantCode: string, shopper: Shopper): Promise<ProductRecord | null> {
  const product = await productOfVariant(db, variantCode);
  return product && (!product.show_in_pos_only || shopper.isStoreDevice) ? product : null;
}

/** All variants of a product with their prices in `currency` and their stock, in display order. */
export function variantsOfProduct(db: Queryable, productCode: string, currency: CurrencyCode): Promise<VariantRecord[]> {
  return db.query<VariantRecord>(
    `SELECT v.code, v.name, v.sort_order, v.shade_hex, v.size_unit, v.size_milli, v.image_count,
            pr.amount, pr.previous_amount, pr.member_amount,
            s.online_quantity, s.store_quantity, s.is_monitorable,
            s.purchase_available_from::text AS purchase_available_from
     FROM variants v
     JOIN variant_prices pr ON pr.variant_code = v.code AND pr.currency = $2
     JOIN variant_stock s ON s.variant_code = v.code
     WHERE v.product_code = $1
     ORDER BY v.sort_order`,
    [productCode, currency],
  );
}
