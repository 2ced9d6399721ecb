import type { Cart } from '@storefront/platform';
import { aCartOf, sek } from '@storefront/platform/testing';

/** A cart as app shell data carries it, with one line unless told otherwise. */
export const aCart = (itemCount = 1): Cart =>
  aCartOf(
    Array.from({ length: itemCount }, (_, index) => ({
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
  );
