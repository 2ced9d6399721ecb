import type { MarketCode, Money } from '@storefront/platform';
import { currencyFor } from '@storefront/platform';

/**
 * Orders from this much (in minor units of the market's currency) ship for free. The country selector's selling
 * points (platform markets.ts) promise the same amounts.
 */
export const freeShippingThresholds: Record<MarketCode, number> = {
  SE: 49_900, // 499 kr
  NO: 59_900, // 599 kr
  DK: 44_900, // 449 kr
  FI: 4_900, // 49 €
  AT: 4_900,
  DE: 4_900,
  NL: 4_900,
  PL: 19_900, // 199 zł
};

/**
 * What is left to spend for free shipping. Once reached it is zero money, not null: null is kept for a market
 * without free shipping at all (the Cart contract), which none of ours is.
 */
export function amountLeftToFreeShipping(market: MarketCode, subTotal: number): Money | null {
  const threshold = freeShippingThresholds[market];
  if (threshold === undefined) return null;
  return { amount: Math.max(0, threshold - subTotal), currency: currencyFor(market) };
}
