import type { MarketCode } from '@storefront/platform';

/** How a postal code is written in each market (spaces as shoppers type them are allowed where usual). */
const postalCodeFormats: Record<MarketCode, RegExp> = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  AT: /^\d{4}$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
};

export function isPostalCode(market: MarketCode, postalCode: string): boolean {
  return postalCodeFormats[market].test(postalCode.trim());
}

/** One way of writing a postal code ('111 22' and '11122' are the same place). */
export function normalizedPostalCode(postalCode: string): string {
  return postalCode.trim().replace(/\s+/g, '').toUpperCase();
}
