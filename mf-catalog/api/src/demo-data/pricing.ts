import type { CurrencyCode } from '@storefront/platform';

export const currencies: CurrencyCode[] = ['SEK', 'NOK', 'DKK', 'EUR', 'PLN'];

/**
 * Price list rule: a product's list value is set in SEK; each currency's price is that value times the price-list
 * rate below (roughly the exchange rate plus the market's price level), then rounded to a price people expect.
 */
export const priceListRates: Record<CurrencyCode, number> = { SEK: 1, NOK: 1.05, DKK: 0.7, EUR: 0.095, PLN: 0.42 };

/**
 * Psychological rounding, in minor units:
 * - SEK, NOK, DKK: whole crowns ending in 9 (19, 89, 199, 449); from 1 000 on the nearest 50 less 1 (1 249, 1 299).
 * - EUR: below 100, whole euros less 10 cents (4,90 €, 19,90 €); from 100 on the nearest 5 euros less 5 cents (124,95 €).
 * - PLN: below 100, whole zlotys less 1 grosz (49,99 zł); from 100 on the nearest 10 zlotys less 1 grosz (199,99 zł).
 */
export function psychologicalPrice(value: number, currency: CurrencyCode): number {
  switch (currency) {
    case 'EUR':
      return value < 100 ? Math.max(1, Math.round(value)) * 100 - 10 : Math.round(value / 5) * 500 - 5;
    case 'PLN':
      return value < 100 ? Math.max(1, Math.round(value)) * 100 - 1 : Math.round(value / 10) * 1000 - 1;
    default:
      return value < 1000 ? Math.max(1, Math.round(value / 10)) * 1000 - 100 : Math.round(value / 50) * 5000 - 100;
  }
}

export function priceIn(currency: CurrencyCode, listValueSek: number): number {
  return psychologicalPrice(listValueSek * priceListRates[currency], currency);
}
