import type { Queryable } from '@storefront/platform/server';
import type { ProductLook } from './product-image-svg';

/** What a variant's pictures show, and how many it has; null for an unknown variant. */
export async function productLookOf(db: Queryable, variantCode: string): Promise<(ProductLook & { imageCount: number }) | null> {
  const [row] = await db.query<{ silhouette: ProductLook['silhouette']; shade_hex: string | null; brand_color: string; image_count: number }>(
    `SELECT p.silhouette, v.shade_hex, b.color AS brand_color, v.image_count
     FROM variants v JOIN products p ON p.code = v.product_code JOIN brands b ON b.code = p.brand_code
     WHERE v.code = $1`,
    [variantCode],
  );
  return row ? { silhouette: row.silhouette, shadeHex: row.shade_hex, brandColor: row.brand_color, imageCount: row.image_count } : null;
}
