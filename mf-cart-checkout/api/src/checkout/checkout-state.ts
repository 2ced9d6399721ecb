import type { Cart } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutFieldErrors, CheckoutState, PaymentMethod } from '../../../contract/checkout';
import type { GiftCardBalance } from '../../../contract/gift-cards';
import type { Queryable } from '@storefront/platform/server';
import type { Shopper } from '../cart/shopper';
import { invoiceAvailability } from '../payment/invoice';
import { shippingMethodsFor } from '../shipping/shipping-methods';
import { expressHandlingPrices, giftWrapPrices } from '../shipping/shipping-prices';
import { canPayWith, checkoutSummary } from './checkout-summary';
import type { CheckoutServices } from './checkout-services';
import { checkoutTexts, filled } from './checkout-texts';
import { identificationNumberOf } from './form-validation';

/** The balance of each gift card code in the form (null: no such card). */
export async function giftCardBalancesOf(
  db: Queryable,
  giftCards: CheckoutServices['giftCards'],
  form: CheckoutForm,
  currency: Cart['currency'],
): Promise<Map<string, GiftCardBalance | null>> {
  const codes = form.payment.giftCardCodes;
  const balances = await Promise.all(codes.map((code) => giftCards.balanceOf(db, code, currency)));
  return new Map(codes.map((code, index) => [code, balances[index]!]));
}

function paymentMethodsFor(shopper: Shopper, summary: CheckoutState['summary']): PaymentMethod[] {
  const texts = checkoutTexts[shopper.culture];
  const invoice = invoiceAvailability(summary.toPay, shopper.culture);
  const coveredByGiftCards = summary.giftCards.amount > 0 && summary.toPay.amount === 0;
  return [
    { id: 'card', ...texts.paymentMethods.card, isAvailable: true },
    { id: 'invoice', ...texts.paymentMethods.invoice, ...invoice },
    {
      id: 'giftCard',
      ...texts.paymentMethods.giftCard,
      isAvailable: coveredByGiftCards,
      ...(coveredByGiftCards ? {} : { unavailableReason: texts.giftCardsDoNotCoverAll }),
    },
  ];
}

/** The server's view of the checkout: the form, what can be chosen at what price, and what is left to pay. */
export function checkoutStateOf(
  shopper: Shopper,
  cart: Cart,
  form: CheckoutForm,
  giftCardBalances: ReadonlyMap<string, GiftCardBalance | null>,
): CheckoutState {
  const shippingMethods = shippingMethodsFor(shopper.market, shopper.culture, cart.hasFreeShipping);
  const { summary, giftCards } = checkoutSummary({ cart, form, shippingMethods, giftCardBalances });
  const { card: _card, ...payment } = form.payment;
  return {
    form: { ...form, payment },
    shippingMethods,
    paymentMethods: paymentMethodsFor(shopper, summary),
    expressHandlingPrice: { amount: expressHandlingPrices[cart.currency], currency: cart.currency },
    giftWrapPrice: { amount: giftWrapPrices[cart.currency], currency: cart.currency },
    summary,
    giftCards,
  };
}

/**
 * What the payment part of a form still needs before a purchase: gift cards that can pay, a payment method that
 * can pay the rest (none needed when gift cards pay everything), a card token for a card, a number for an invoice.
 */
export function paymentFieldErrors(
  shopper: Shopper,
  form: CheckoutForm,
  state: CheckoutState,
  giftCardBalances: ReadonlyMap<string, GiftCardBalance | null>,
): CheckoutFieldErrors {
  const texts = checkoutTexts[shopper.culture];
  const errors: CheckoutFieldErrors = {};
  const unusable = form.payment.giftCardCodes.filter((code) => !canPayWith(giftCardBalances.get(code), state.summary.total.currency));
  if (unusable.length > 0) errors['payment.giftCardCodes'] = filled(texts.unknownGiftCard, { code: unusable.join(', ') });
  if (state.summary.toPay.amount === 0) return errors;

  const method = state.paymentMethods.find((candidate) => candidate.id === form.selectedPaymentMethodId);
  if (!method) errors.selectedPaymentMethodId = texts.choosePayment;
  else if (!method.isAvailable) errors.selectedPaymentMethodId = method.unavailableReason ?? texts.choosePayment;
  else if (method.id === 'card' && !form.payment.card?.token) errors['payment.card'] = texts.cardMissing;
  else if (method.id === 'invoice' && identificationNumberOf(form) === '') errors['orderer.identificationNumber'] = texts.required;
  return errors;
}
