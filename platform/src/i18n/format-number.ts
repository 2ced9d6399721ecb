import type { Culture } from '../app-shell/types';

const formatters = new Map<Culture, Intl.NumberFormat>();

/**
 * Counts and points, grouped the shopper's way (1 250 in Swedish, 1,250 in English). Spaces are plain, as in
 * formatPrice, so texts are the same whatever the ICU data says.
 */
export function formatNumber(value: number, culture: Culture): string {
  let formatter = formatters.get(culture);
  if (!formatter) {
    formatter = new Intl.NumberFormat(culture, { maximumFractionDigits: 0 });
    formatters.set(culture, formatter);
  }
  return formatter.format(value).replace(/[\u00a0\u202f]/g, ' ');
}
