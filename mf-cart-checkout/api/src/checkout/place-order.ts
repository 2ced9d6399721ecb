import type { Cart, CartLine } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutState } from '../../../contract/checkout';
import { ResponseError, type Queryable } from '@storefront/platform/server';
import type { Shopper } from '../cart/shopper';
import { cancelOrder } from '../orders/cancel-order';
import { nextOrderNumber } from '../orders/order-number';
import { insertOrder, insertOrderLines, insertPayments, type PaymentDraft } from '../orders/order-repository';
import { productNameOf } from '../orders/product-name';
import { ownerKeyOf, redeemableCouponCodes } from '../promotions/coupon-redemption';
import { maskGiftCardCode } from '../payment/gift-cards';
import { deliveryPointById } from '../shipping/delivery-points';
import { takeStock } from '../stock/online-stock';
import type { CheckoutServices } from './checkout-services';
import { checkoutTexts, filled } from './checkout-texts';
import { deliveryAddressOf, emailOf } from './form-validation';
import { refusedWith } from './purchase-refusal';

export interface OrderToPlace {
  shopper: Shopper;
  /** The cart as validated; the order is refused when the stored cart changed since. */
  cart: Cart;
  form: CheckoutForm;
  state: CheckoutState;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  cartId: string;
  /** Card payments of an earlier attempt on this cart that this one replaced: void them. */
  pspReferencesToVoid: string[];
  /** An earlier attempt on this cart was cancelled (and its 'cancelled' event written). */
  replacedEarlier: boolean;
}

async function refuseWhenCartChanged(tx: Queryable, cart: Cart, culture: Shopper['culture']): Promise<void> {
  const stored = await tx.query<{ code: string; quantity: number }>('SELECT code, quantity FROM cart_lines WHERE cart_id = $1', [cart.cartId]);
  const quantities = new Map(stored.map((line) => [line.code, line.quantity]));
  if (cart.items.some((line) => !line.isGift && quantities.get(line.code) !== line.quantity)) throw refusedWith(checkoutTexts[culture].cartChanged);
}

/**
 * Takes the stock the order needs: the goods (per code) or the order is refused naming the product and what is
 * left; and each gift, which is simply left out when there is none left. All in code order, goods before a gift of
 * the same code, so that concurrent orders lock stock rows in the same order. Returns the lines the order gets.
 */
export async function takeStockFor(tx: Queryable, items: readonly CartLine[], culture: Shopper['culture']): Promise<CartLine[]> {
  const texts = checkoutTexts[culture];
  const goods = items.filter((line) => !line.isGift);
  const needed = new Map<string, number>();
  for (const line of goods) needed.set(line.code, (needed.get(line.code) ?? 0) + line.quantity);
  const takes: { code: string; quantity: number; gift?: CartLine }[] = [
    ...[...needed].map(([code, quantity]) => ({ code, quantity })),
    ...items.filter((line) => line.isGift).map((gift) => ({ code: gift.code, quantity: gift.quantity, gift })),
  ];
  takes.sort((a, b) => (a.code === b.code ? Number(!!a.gift) - Number(!!b.gift) : a.code < b.code ? -1 : 1));
  const gifts: CartLine[] = [];
  for (const { code, quantity, gift } of takes) {
    const result = await takeStock(tx, { code, quantity });
    if (gift) {
      if (result.taken) gifts.push(gift);
    } else if (!result.taken) {
      const product = productNameOf(goods.find((line) => line.code === code)!);
      throw refusedWith(result.available > 0 ? filled(texts.outOfStock, { product, count: result.available }) : filled(texts.soldOut, { product }));
    }
  }
  return [...goods, ...gifts];
}

/** A 409 from a redemption (a coupon or gift card ran out meanwhile) as a refusal the shopper can act on. */
async function redeeming(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ResponseError && error.status === 409) throw refusedWith(error.message);
    throw error;
  }
}

/**
 * Step 3 of a purchase: one transaction writes the order awaiting payment with its lines as paid, takes the stock,
 * redeems the coupon codes and gift cards and writes the payments. An earlier attempt on the same cart that still
 * awaits payment is cancelled first (one live order per cart). Anything refused rolls all of it back.
 */
export async function placeOrder(services: CheckoutServices, { shopper, cart, form, state }: OrderToPlace): Promise<PlacedOrder> {
  const texts = checkoutTexts[shopper.culture];
  const { summary } = state;
  const placed = await services.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart.cartId]);
    await refuseWhenCartChanged(tx, cart, shopper.culture);

    const pspReferencesToVoid: string[] = [];
    const earlier = await tx.query<{ id: string }>("SELECT id FROM orders WHERE cart_id = $1 AND status = 'awaitingPayment' FOR UPDATE", [cart.cartId]);
    for (const { id } of earlier) pspReferencesToVoid.push(...(await cancelOrder(tx, services, id, 'superseded', false)).pspReferencesToVoid);

    const orderNumber = await nextOrderNumber(tx, shopper.market);
    const couponCodes = redeemableCouponCodes(cart);
    const wrap = form.giftWrapGreetingInformation;
    const orderId = await insertOrder(tx, {
      cartId: cart.cartId,
      shopper,
      orderNumber,
      email: emailOf(form),
      phoneNumber: form.customerInfo.phoneNumber.trim(),
      shippingMethod: form.selectedShippingMethodId!,
      deliveryPoint: form.selectedDeliveryPoint ? deliveryPointById(shopper.market, form.selectedDeliveryPoint.id) : null,
      deliveryAddress: deliveryAddressOf(form),
      billingAddress: form.customerInfo.billingAddress,
      giftWrapGreeting: wrap?.wrap ? wrap.greeting.trim() : null,
      couponCodes,
      summary,
    });
    await insertOrderLines(tx, orderId, await takeStockFor(tx, cart.items, shopper.culture));

    if (couponCodes.length > 0) {
      const { culture, market } = shopper;
      const customer = { ownerKey: ownerKeyOf(shopper.owner), customerEmail: emailOf(form) };
      await redeeming(() => services.coupons.redeem(tx, { orderId, ...customer, codes: couponCodes, culture, market }));
    }
    const payments: PaymentDraft[] = [];
    for (const giftCard of state.giftCards.filter((card) => card.amountUsed.amount > 0)) {
      await redeeming(() => services.giftCards.redeem(tx, { code: giftCard.code, amount: giftCard.amountUsed, orderId, culture: shopper.culture }));
      payments.push({ method: 'giftCard', amount: giftCard.amountUsed, description: maskGiftCardCode(giftCard.code) });
    }
    if (summary.toPay.amount > 0) {
      const method = form.selectedPaymentMethodId === 'invoice' ? 'invoice' : 'card';
      payments.push({ method, amount: summary.toPay, description: method === 'invoice' ? texts.paymentMethods.invoice.name : '' });
    }
    await insertPayments(tx, orderId, payments);
    return { id: orderId, orderNumber, cartId: cart.cartId, pspReferencesToVoid, replacedEarlier: earlier.length > 0 };
  });
  services.stockChanged?.();
  if (placed.replacedEarlier) services.orderEventsWritten?.();
  return placed;
}
