import type { Cart, CartLine } from '../cart/types';
import { sek } from './money';

/**
 * A valid cart for tests in kronor, with `items` (none unless given) and what a test does not care about filled in:
 * its sub-total is the lines' prices times their quantities, 250 kr from free shipping, no promotions or codes.
 */
export function aCartOf(items: CartLine[] = [], overrides: Partial<Cart> = {}): Cart {
  const subTotal = sek(items.reduce((sum, line) => sum + line.price.current.amount * line.quantity, 0) / 100);
  return {
    cartId: 'cart-1',
    items,
    isLoading: false,
    subTotal,
    subTotalWithOrderLevelDiscount: subTotal,
    orderLevelDiscount: sek(0),
    totalSavings: sek(0),
    promotions: [],
    amountLeftToFreeShipping: sek(250),
    loyaltyPointsEarned: 0,
    trackingItems: [],
    hasItemsWithMemberPrices: false,
    currency: 'SEK',
    shippingMode: 'notApplicable',
    pendingChanges: [],
    addonOffers: [],
    appliedCouponCodes: [],
    hasFreeShipping: false,
    ...overrides,
  };
}
