import { createHash } from 'node:crypto';
import type { BrandRow } from '../demo-data/catalog-rows';
import { slugify } from '../demo-data/slug';

/** A colour of the brand's own, the same for the same name: it tints the brand's generated product images. */
function brandColor(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0]! * 256 + hash[1]!) % 360;
  const [s, l] = [0.45, 0.38];
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The brand row for a feed's brand name; the tier follows its typical price (1 budget … 4 luxury). */
export function feedBrand(name: string, typicalPriceUsd: number): BrandRow {
  const slug = slugify(name) || 'brand';
  const tier = typicalPriceUsd < 15 ? 1 : typicalPriceUsd < 35 ? 2 : typicalPriceUsd < 70 ? 3 : 4;
  return { code: slug, slug, name, color: brandColor(name), description: `${name}: all products.`, tier };
}
