import type { CurrencyCode } from '@storefront/platform';

/**
 * How a feed's US dollar prices become shelf prices in the five currencies (documented in import/README.md):
 * 1. convert at a fixed reference rate (below; updated by hand, not from the internet, so a re-import of the same
 *    file always gives the same prices), then
 * 2. round to the market's price points: whole crowns ending in 9 (SEK, NOK, DKK: 356.70 → 359), euro prices ending
 *    in .95 (32.40 → 31.95), złoty prices ending in .99 (143.20 → 142.99), to the nearest such point.
 */
export const usdReferenceRates: Record<CurrencyCode, number> = { SEK: 10.5, NOK: 10.7, DKK: 6.9, EUR: 0.92, PLN: 4.0 };

/** Other feed currencies into US dollars, at fixed reference rates. */
export const toUsdRates: Record<string, number> = { USD: 1, CAD: 0.73, GBP: 1.27, EUR: 1.09 };

/** A price in the currency's minor units (öre, cent, grosz), at the market's price points; at least 1 major unit. */
export function marketPrice(usd: number, currency: CurrencyCode): number {
  const amount = usd * usdReferenceRates[currency];
  switch (currency) {
    case 'EUR':
      return Math.max(95, Math.round(amount) * 100 - 5);
    case 'PLN':
      return Math.max(99, Math.round(amount) * 100 - 1);
    default:
      return Math.max(900, (Math.round((amount + 1) / 10) * 10 - 1) * 100);
  }
}

export const currencies: CurrencyCode[] = ['SEK', 'NOK', 'DKK', 'EUR', 'PLN'];

export interface MarketPriceRow {
  currency: CurrencyCode;
  amount: number;
  previous_amount: number | null;
  member_amount: null;
}

/** The variant's prices in every currency: the sale price when there is one, with the regular price as previous. */
export function marketPrices(priceUsd: number, salePriceUsd?: number): MarketPriceRow[] {
  return currencies.map((currency) => {
    const regular = marketPrice(priceUsd, currency);
    const sale = salePriceUsd !== undefined && salePriceUsd < priceUsd ? marketPrice(salePriceUsd, currency) : null;
    return sale !== null && sale < regular
      ? { currency, amount: sale, previous_amount: regular, member_amount: null }
      : { currency, amount: regular, previous_amount: null, member_amount: null };
  });
}
