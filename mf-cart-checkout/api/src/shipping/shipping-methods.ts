import type { Culture, MarketCode, Money } from '@storefront/platform';
import type { ShippingMethodId } from '../../../contract/checkout-form';
import type { ShippingMethod } from '../../../contract/checkout';
import { currencyFor } from '@storefront/platform';
import { shippingPrices } from './shipping-prices';
import { shippingTexts } from './shipping-texts';

interface ShippingRules {
  requiresDeliveryPoint: boolean;
  supportsExpressHandling: boolean;
}

/** What each way of delivery needs and allows; the same in every market. */
export const shippingRules: Record<ShippingMethodId, ShippingRules> = {
  home: { requiresDeliveryPoint: false, supportsExpressHandling: true },
  deliveryPoint: { requiresDeliveryPoint: true, supportsExpressHandling: true },
  store: { requiresDeliveryPoint: false, supportsExpressHandling: false },
};

export const shippingMethodIds = Object.keys(shippingRules) as ShippingMethodId[];

/** The ways of delivery in a market, priced; all of them free when the cart has free shipping. */
export function shippingMethodsFor(market: MarketCode, culture: Culture, hasFreeShipping: boolean): ShippingMethod[] {
  const money = (amount: number): Money => ({ amount, currency: currencyFor(market) });
  return shippingMethodIds.map((id) => {
    const ordinary = shippingPrices[market][id];
    const free = hasFreeShipping && ordinary > 0;
    return {
      id,
      ...shippingTexts[culture][id],
      price: money(free ? 0 : ordinary),
      ...(free ? { originalPrice: money(ordinary) } : {}),
      ...shippingRules[id],
    };
  });
}
