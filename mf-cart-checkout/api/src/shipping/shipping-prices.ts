import type { CurrencyCode, MarketCode } from '@storefront/platform';
import type { ShippingMethodId } from '../../../contract/checkout-form';

/** What each way of delivery costs, in minor units of the market's currency (before free shipping). */
export const shippingPrices: Record<MarketCode, Record<ShippingMethodId, number>> = {
  SE: { home: 4_900, deliveryPoint: 2_900, store: 0 },
  NO: { home: 5_900, deliveryPoint: 3_900, store: 0 },
  DK: { home: 4_900, deliveryPoint: 3_500, store: 0 },
  FI: { home: 590, deliveryPoint: 390, store: 0 },
  AT: { home: 590, deliveryPoint: 390, store: 0 },
  DE: { home: 490, deliveryPoint: 390, store: 0 },
  NL: { home: 490, deliveryPoint: 390, store: 0 },
  PL: { home: 1_499, deliveryPoint: 999, store: 0 },
};

/** Packed and sent the same working day. Never free: free shipping covers the delivery only. */
export const expressHandlingPrices: Record<CurrencyCode, number> = { SEK: 3_900, NOK: 4_900, DKK: 3_900, EUR: 390, PLN: 1_500 };

/** Gift wrap with a greeting card. */
export const giftWrapPrices: Record<CurrencyCode, number> = { SEK: 2_900, NOK: 2_900, DKK: 2_900, EUR: 290, PLN: 1_000 };
