import type { Culture } from '@storefront/platform';
import type { Stars } from '../product-social-store/product-social-store';

export const allStars: Stars[] = [5, 4, 3, 2, 1];

/** "1 star", "2 stars"…: a text for each count, so each language says it its own way. */
export const starsPhrase: Record<Stars, string> = {
  1: '/Social/Stars/1',
  2: '/Social/Stars/2',
  3: '/Social/Stars/3',
  4: '/Social/Stars/4',
  5: '/Social/Stars/5',
};

const formats = new Map<string, Intl.NumberFormat>();

/** A rating as the shopper writes numbers: an average to one decimal ("4,3"), a review's stars whole ("4"). */
export function formatRating(value: number, culture: Culture, decimals: 0 | 1): string {
  const key = `${culture} ${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(culture, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(value);
}
