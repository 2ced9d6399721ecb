import type { Cart, CartLine } from '../cart/types';
import { sek } from './money';

/** A valid cart line for tests: one 249 kr Velvet Lipstick in Ruby, unless `overrides` say otherwise. */
export const aCartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  code: '100001',
  url: '/p/velvet-lipstick/100001',
  image: { src: '/images/products/velvet-1.jpg', altText: 'Velvet Lipstick Ruby', sourceWidth: 1200, sourceHeight: 1200 },
  brandName: 'Lumière',
  entryName: 'Velvet Lipstick',
  size: '3.5',
  unit: 'g',
  productVariesBy: 'COLOR',
  price: { current: sek(249), eachPrice: sek(249), useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] },
  quantity: 1,
  maxQuantity: 5,
  isGift: false,
  isExpressHandling: false,
  isGiftWrapProduct: false,
  isPrescriptionFreeProduct: false,
  isNicotineProduct: false,
  displayName: 'Ruby 3.5 g',
  ...overrides,
});

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
