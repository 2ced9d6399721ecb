import type { MarketCode, Money } from '@storefront/platform';

/**
 * Each market's standard VAT rate in hundredths of a percent. Finland's is 25.5 % since 1 September 2024
 * (it was 24 %); the others: Sweden, Norway and Denmark 25 %, Poland 23 %, the Netherlands 21 %, Austria 20 %,
 * Germany 19 %. Beauty products are standard-rated in all of them.
 */
export const standardVatRates: Record<MarketCode, number> = {
  SE: 2500,
  NO: 2500,
  DK: 2500,
  FI: 2550,
  PL: 2300,
  NL: 2100,
  AT: 2000,
  DE: 1900,
};

/** The VAT included in a price that has it included, rounded to the minor unit: total × rate / (100 % + rate). */
export function includedVat(total: Money, market: MarketCode): Money {
  const rate = standardVatRates[market];
  return { amount: Math.round((total.amount * rate) / (10_000 + rate)), currency: total.currency };
}
