import type { Cart, Money } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutState, CheckoutSummary, ShippingMethod } from '../../../contract/checkout';
import type { GiftCardBalance } from '../../../contract/gift-cards';
import { expressHandlingPrices, giftWrapPrices } from '../shipping/shipping-prices';

export interface SummaryInput {
  cart: Cart;
  form: CheckoutForm;
  /** The market's shipping methods, priced for this cart (free shipping applied). */
  shippingMethods: ShippingMethod[];
  /** The balance of each gift card code in the form, null for a code that does not exist. */
  giftCardBalances: ReadonlyMap<string, GiftCardBalance | null>;
}

export interface ComputedSummary {
  summary: CheckoutSummary;
  giftCards: CheckoutState['giftCards'];
}

/** A gift card pays only when it can be used and is in the cart's currency. */
export const canPayWith = (card: GiftCardBalance | null | undefined, currency: Money['currency']): boolean =>
  !!card && card.isUsable && card.balance.currency === currency && card.balance.amount > 0;

/**
 * What the shopper pays, in integer minor units: the goods after the order discount, plus shipping (none for an
 * empty cart), express handling and gift wrap when chosen; gift cards pay first, in the order entered, each as
 * much as it has; the rest is left to pay with the payment method.
 */
export function checkoutSummary({ cart, form, shippingMethods, giftCardBalances }: SummaryInput): ComputedSummary {
  const currency = cart.currency;
  const money = (amount: number): Money => ({ amount, currency });
  const hasGoods = cart.items.length > 0;
  const method = shippingMethods.find((candidate) => candidate.id === form.selectedShippingMethodId);
  const shipping = hasGoods && method ? method.price.amount : 0;
  const expressHandling = hasGoods && form.useExpressHandling ? expressHandlingPrices[currency] : 0;
  const giftWrap = hasGoods && form.giftWrapGreetingInformation?.wrap ? giftWrapPrices[currency] : 0;
  // A discount never takes more than the goods cost: goods − discount + the extras is the total, to the minor unit.
  const discount = Math.min(cart.orderLevelDiscount.amount, cart.subTotal.amount);
  const total = cart.subTotal.amount - discount + shipping + expressHandling + giftWrap;

  let left = total;
  const giftCards = form.payment.giftCardCodes.map((code) => {
    const card = giftCardBalances.get(code) ?? null;
    if (!card || !canPayWith(card, currency)) return { code, amountUsed: money(0), balanceAfter: card?.balance ?? money(0) };
    const amountUsed = Math.min(card.balance.amount, left);
    left -= amountUsed;
    return { code, amountUsed: money(amountUsed), balanceAfter: money(card.balance.amount - amountUsed) };
  });
  const paidByGiftCards = total - left;

  return {
    summary: {
      goods: cart.subTotal,
      orderLevelDiscount: money(discount),
      shipping: money(shipping),
      expressHandling: money(expressHandling),
      giftWrap: money(giftWrap),
      giftCards: money(paidByGiftCards),
      toPay: money(left),
      total: money(total),
      loyaltyPointsEarned: cart.loyaltyPointsEarned,
    },
    giftCards,
  };
}
