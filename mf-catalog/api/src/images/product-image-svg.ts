import type { Silhouette } from '../demo-data/category-tree';
import { darken, lighten, luminance } from './colors';
import { silhouettes, type SilhouetteColors } from './silhouettes';

export interface ProductLook {
  silhouette: Silhouette;
  /** Shade colour for products that come in colours. */
  shadeHex: string | null;
  brandColor: string;
}

function colorsOf(look: ProductLook): SilhouetteColors {
  if (look.shadeHex) {
    // Dark shades sit on a light case and light ones on a dark case, so the shade always shows.
    return { body: look.shadeHex, cap: luminance(look.shadeHex) < 0.35 ? '#d9d4cf' : darken(look.brandColor, 0.35) };
  }
  return { body: lighten(look.brandColor, 0.3), cap: darken(look.brandColor, 0.45) };
}

/**
 * The index-th image of a variant, as SVG of `width` px square: 1 the product, 2 the product with a swatch of its
 * colour, 3 the product at an angle.
 */
export function productImageSvg(look: ProductLook, index: number, width: number): string {
  const colors = colorsOf(look);
  const accent = look.shadeHex ?? look.brandColor;
  const product = silhouettes[look.silhouette](colors);
  const scene =
    index === 2
      ? `<ellipse cx="640" cy="700" rx="260" ry="120" fill="${accent}" fill-opacity="0.85" transform="rotate(-12 640 700)"/>
         <g transform="translate(-120 60) scale(0.82)">${product}</g>`
      : index === 3
        ? `<circle cx="500" cy="500" r="380" fill="${lighten(look.brandColor, 0.6)}"/>
           <g transform="rotate(-14 500 520)">${product}</g>`
        : product;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 1000 1000">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${lighten(look.brandColor, 0.88)}"/><stop offset="1" stop-color="#ffffff"/>
  </linearGradient></defs>
  <rect width="1000" height="1000" fill="url(#bg)"/>
  <ellipse cx="500" cy="885" rx="230" ry="26" fill="#000000" fill-opacity="0.08"/>
  ${scene}
</svg>`;
}
