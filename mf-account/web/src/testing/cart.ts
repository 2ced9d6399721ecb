import type { Cart } from '@storefront/platform';
import { aCartLine, aCartOf, sek } from '@storefront/platform/testing';

/** A cart as app shell data carries it, with one line unless told otherwise. */
export const aCart = (itemCount = 1): Cart =>
  aCartOf(
    Array.from({ length: itemCount }, (_, index) =>
      aCartLine({
        code: `10000${index}`,
        url: `/p/item/10000${index}`,
        image: { src: '/images/velvet.jpg', altText: 'Velvet Lipstick', sourceWidth: 600, sourceHeight: 600 },
        price: { current: sek(249), useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] },
        displayName: 'Ruby',
      }),
    ),
  );
