import type { Cart, CartLine, Money } from '@storefront/platform';
import type { CartProduct } from '../catalog/cart-product';
import { computePromotions, noPromotions, type CartPromotions } from '../promotions/compute-promotions';
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
 * The cart as the client shows it, computed in integer minor units from the stored lines, fresh catalog data and
 * the cart's promotions. A line whose product the catalog no longer has is left out. Gifts come after the paid
 * lines, at price zero; the totals, savings, member-price flag and tracking are about the paid lines.
 */
export function buildCart(
  shopper: Shopper,
  cartId: string,
  lines: StoredLine[],
  products: ReadonlyMap<string, CartProduct | null>,
  promotions: CartPromotions = noPromotions,
): Cart {
  const money = (amount: number): Money => ({ amount, currency: shopper.currency });
  const priced = lines.flatMap((line) => {
    const product = products.get(line.code);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
  const paidItems = priced.map(({ product, quantity }) => cartLineOf(product, quantity));
  const subTotal = paidItems.reduce((sum, line) => sum + line.price.current.amount, 0);
  const lineSavings = priced.reduce((sum, { product, quantity }) => sum + savingOfOne(product.price) * quantity, 0);
  const outcome = computePromotions(priced, subTotal, { ...promotions, market: shopper.market, currency: shopper.currency, culture: shopper.culture, products });
  const toPay = subTotal - outcome.orderLevelDiscount;
  const leftToFreeShipping = outcome.hasFreeShippingCode ? money(0) : amountLeftToFreeShipping(shopper.market, toPay);
  const enteredPromotionCode = promotions.couponCodes.at(-1)?.code;
  return {
    cartId,
    items: [...paidItems, ...outcome.giftLines],
    isLoading: false,
    subTotal: money(subTotal),
    subTotalWithOrderLevelDiscount: money(toPay),
    orderLevelDiscount: money(outcome.orderLevelDiscount),
    totalSavings: money(lineSavings + outcome.orderLevelDiscount),
    promotions: outcome.promotions,
    amountLeftToFreeShipping: leftToFreeShipping,
    loyaltyPointsEarned: loyaltyPointsFor(toPay),
    trackingItems: paidItems.map((line) => ({ id: line.code, quantity: line.quantity, price: line.price.eachPrice! })),
    hasItemsWithMemberPrices: paidItems.some((line) => line.price.isMemberPrice || line.price.memberPrice !== undefined),
    ...(enteredPromotionCode ? { enteredPromotionCode } : {}),
    currency: shopper.currency,
    shippingMode: 'notApplicable',
    pendingChanges: [],
    addonOffers: outcome.addonOffers,
    appliedCouponCodes: promotions.couponCodes.map((rule) => rule.code),
    hasFreeShipping: paidItems.length > 0 && (outcome.hasFreeShippingCode || (toPay > 0 && leftToFreeShipping?.amount === 0)),
  };
}
