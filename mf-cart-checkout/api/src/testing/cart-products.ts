import type { MarketCode, Price } from '@storefront/platform';
import { shopperOf, type Shopper } from '../cart/shopper';
import type { CartProduct } from '../catalog/cart-product';

/** An anonymous shopper in `market`, reading English. */
export const visitorIn = (market: MarketCode, culture: Shopper['culture'] = 'en-US'): Shopper =>
  shopperOf({ userId: null, visitorId: 'v-1', market, culture, isStoreDevice: false, issuedAt: 0 });

/** A product as the catalog client gives it, at `price` for one. */
export function productAt(code: string, price: Partial<Price> & Pick<Price, 'current'>, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    code,
    url: `/p/thing/${code}`,
    image: { src: `/images/products/${code}/1`, altText: '', sourceWidth: 2880, sourceHeight: 2880 },
    brandName: 'Brand',
    entryName: 'Thing',
    size: '30',
    unit: 'ml',
    productVariesBy: 'SIZE',
    price: { useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [], ...price },
    maxQuantity: 10,
    isGift: false,
    isExpressHandling: false,
    isGiftWrapProduct: false,
    isPrescriptionFreeProduct: false,
    isNicotineProduct: false,
    displayName: '30 ml',
    ...overrides,
  };
}
