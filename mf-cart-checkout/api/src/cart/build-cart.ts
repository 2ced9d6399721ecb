import type { Cart, CartLine, Money } from '@storefront/platform';
import type { CartProduct } from '../catalog/cart-product';
import { amountLeftToFreeShipping } from './free-shipping';
import { linePrice, savingOfOne } from './line-price';
import type { Shopper } from './shopper';

export interface StoredLine {
  code: string;
  quantity: number;
}

/** A stored line with its product as the catalog has it now, priced for its quantity. */
export function cartLineOf(product: CartProduct, quantity: number): CartLine {
  return { ...product, price: linePrice(product.price, quantity), quantity };
}

/** One loyalty point per whole currency unit (krona, euro, złoty) of what the shopper pays for the goods. */
export const loyaltyPointsFor = (amount: number) => Math.max(0, Math.floor(amount / 100));

/**
 * The cart as the client shows it, computed in integer minor units from the stored lines and fresh catalog data.
 * A line whose product the catalog no longer has is left out.
 */
export function buildCart(
  shopper: Shopper,
  cartId: string,
  lines: StoredLine[],
  products: ReadonlyMap<string, CartProduct | null>,
): Cart {
  const money = (amount: number): Money => ({ amount, currency: shopper.currency });
  const priced = lines.flatMap((line) => {
    const product = products.get(line.code);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
  const items = priced.map(({ product, quantity }) => cartLineOf(product, quantity));
  const subTotal = items.reduce((sum, line) => sum + line.price.current.amount, 0);
  const totalSavings = priced.reduce((sum, { product, quantity }) => sum + savingOfOne(product.price) * quantity, 0);
  const orderLevelDiscount = 0;
  const toPay = subTotal - orderLevelDiscount;
  return {
    cartId,
    items,
    isLoading: false,
    subTotal: money(subTotal),
    subTotalWithOrderLevelDiscount: money(toPay),
    orderLevelDiscount: money(orderLevelDiscount),
    totalSavings: money(totalSavings),
    promotions: [],
    amountLeftToFreeShipping: amountLeftToFreeShipping(shopper.market, toPay),
    loyaltyPointsEarned: loyaltyPointsFor(toPay),
    trackingItems: items.map((line) => ({ id: line.code, quantity: line.quantity, price: line.price.eachPrice! })),
    hasItemsWithMemberPrices: items.some((line) => line.price.isMemberPrice || line.price.memberPrice !== undefined),
    currency: shopper.currency,
    shippingMode: 'notApplicable',
    pendingChanges: [],
    addonOffers: [],
  };
}
