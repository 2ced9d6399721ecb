import type { Cart } from '@storefront/platform';

const sek = (kronor: number) => ({ amount: kronor * 100, currency: 'SEK' as const });

/** A cart as app shell data carries it, with one line unless told otherwise. */
export const aCart = (itemCount = 1): Cart => ({
  cartId: 'cart-1',
  items: Array.from({ length: itemCount }, (_, index) => ({
    code: `10000${index}`,
    url: `/p/item/10000${index}`,
    image: { src: '/images/velvet.jpg', altText: 'Velvet Lipstick', sourceWidth: 600, sourceHeight: 600 },
    brandName: 'Lumière',
    entryName: 'Velvet Lipstick',
    size: '3.5',
    unit: 'g',
    productVariesBy: 'COLOR',
    price: { current: sek(249), useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] },
    quantity: 1,
    maxQuantity: 5,
    isGift: false,
    isExpressHandling: false,
    isGiftWrapProduct: false,
    isPrescriptionFreeProduct: false,
    isNicotineProduct: false,
    displayName: 'Ruby',
  })),
  isLoading: false,
  subTotal: sek(249 * itemCount),
  subTotalWithOrderLevelDiscount: sek(249 * itemCount),
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
});
