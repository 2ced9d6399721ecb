import type { MarketCode } from '@storefront/platform';

const email = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Mobile and landline numbers as written in each market, with or without the country code. */
const phoneFormats: Record<MarketCode, RegExp> = {
  SE: /^(\+46|0046|0)[1-9]\d{6,9}$/,
  NO: /^(\+47|0047)?[2-9]\d{7}$/,
  DK: /^(\+45|0045)?[2-9]\d{7}$/,
  FI: /^(\+358|00358|0)[1-9]\d{4,11}$/,
  AT: /^(\+43|0043|0)[1-9]\d{3,12}$/,
  DE: /^(\+49|0049|0)[1-9]\d{5,13}$/,
  NL: /^(\+31|0031|0)[1-9]\d{8}$/,
  PL: /^(\+48|0048)?[1-9]\d{8}$/,
};

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && email.test(trimmed);
}

/** Spaces, dashes, dots and brackets are how people group digits, not part of the number. */
export function isPhoneNumber(market: MarketCode, value: string): boolean {
  return phoneFormats[market].test(value.replace(/[\s\-().]/g, ''));
}
