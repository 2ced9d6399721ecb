import type { Queryable } from '@storefront/platform/server';
import { videoPosterSize } from '../product-page/product-videos';
import { darken, lighten } from './colors';
import type { ProductLook } from './product-image-svg';
import { silhouettes } from './silhouettes';

/** What a video's poster shows: its product's look (first variant's shade), and which of the product's videos it is. */
export async function videoPosterLookOf(db: Queryable, videoId: string): Promise<(ProductLook & { sortOrder: number }) | null> {
  const [row] = await db.query<{ silhouette: ProductLook['silhouette']; shade_hex: string | null; brand_color: string; sort_order: number }>(
    `SELECT p.silhouette, v.shade_hex, b.color AS brand_color, pv.sort_order
     FROM product_videos pv
     JOIN products p ON p.code = pv.product_code
     JOIN brands b ON b.code = p.brand_code
     JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
     WHERE pv.id = $1`,
    [videoId],
  );
  return row ? { silhouette: row.silhouette, shadeHex: row.shade_hex, brandColor: row.brand_color, sortOrder: row.sort_order } : null;
}

/**
 * A 16:9 poster of `width` px: the product on a studio backdrop in its brand's colours, drawn by us so the page shows
 * a video without asking the video provider for anything. The play button is the page's, not the picture's.
 */
export function videoPosterSvg(look: ProductLook & { sortOrder: number }, width: number): string {
  const { sourceWidth, sourceHeight } = videoPosterSize;
  const height = Math.round((width * sourceHeight) / sourceWidth);
  const product = silhouettes[look.silhouette]({ body: look.shadeHex ?? lighten(look.brandColor, 0.3), cap: darken(look.brandColor, 0.45) });
  // Each of a product's videos frames it a little differently.
  const x = look.sortOrder % 2 === 0 ? 1750 : 350;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${sourceWidth} ${sourceHeight}">
  <defs><radialGradient id="light" cx="0.5" cy="0.4" r="0.75">
    <stop offset="0" stop-color="${lighten(look.brandColor, 0.7)}"/><stop offset="1" stop-color="${darken(look.brandColor, 0.35)}"/>
  </radialGradient></defs>
  <rect width="${sourceWidth}" height="${sourceHeight}" fill="url(#light)"/>
  <ellipse cx="${x + 500}" cy="1430" rx="520" ry="60" fill="#000000" fill-opacity="0.18"/>
  <g transform="translate(${x} 520) scale(1.05)">${product}</g>
</svg>`;
}
