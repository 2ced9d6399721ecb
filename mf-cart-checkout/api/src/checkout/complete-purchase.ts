import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import type { Shopper } from '../cart/shopper';
import { recentlyPlacedOrderNumber } from '../orders/order-repository';
import { voidAuthorizations } from '../orders/void-authorizations';
import { checkoutPage } from '../pages/checkout-page';
import { seedOnlineStock } from '../stock/online-stock';
import { authorizePayment } from './authorize-payment';
import { saveCheckoutForm } from './checkout-form-repository';
import type { CheckoutServices } from './checkout-services';
import { checkoutStateOf, giftCardBalancesOf, paymentFieldErrors } from './checkout-state';
import { checkoutTexts } from './checkout-texts';
import { finishPurchase, orderConfirmationUrl, purchaseRefused } from './finish-purchase';
import { formFieldErrors } from './form-validation';
import { currentCheckoutPage, loadCheckout, requiresClubTerms } from './load-checkout';
import { mergeCheckoutForm } from './merge-checkout-form';
import { claimCart, purchaseClaimSeconds, purchaseInProgress, releaseCart } from './purchase-claim';
import { placeOrder, type PlacedOrder } from './place-order';
import { PurchaseRefusal } from './purchase-refusal';

/** A submit that finds the cart gone, because a purchase of it just went through, gets that same order. */
async function answerForGoneCart(services: CheckoutServices, shopper: Shopper): Promise<CompletePurchaseResponse> {
  const justPlaced = await recentlyPlacedOrderNumber(services.db, shopper, purchaseClaimSeconds);
  return justPlaced ? { orderConfirmationRedirectUrl: orderConfirmationUrl(justPlaced) } : { newPageData: await currentCheckoutPage(services, shopper) };
}

/**
 * POST /checkout/completePurchase, in the order of the shared design: (1) validate the form against the cart as it
 * is now; (2) claim the cart, so only one purchase of it runs at a time; (3) one transaction writes the order and
 * takes stock, coupons and gift cards; (4) the payment is authorized outside any transaction; (5) one transaction
 * finishes it. A crash between the steps leaves an order awaiting payment, which the sweeper gives up after
 * 30 minutes, and a claim that lapses by itself.
 */
export async function completePurchase(services: CheckoutServices, shopper: Shopper, input: CheckoutForm): Promise<CompletePurchaseResponse> {
  const { db } = services;
  const texts = checkoutTexts[shopper.culture];
  const stored = await loadCheckout(services, shopper);
  const { cart } = stored;
  if (cart.items.length === 0) return answerForGoneCart(services, shopper);

  const merged = mergeCheckoutForm(stored.form, input).form;
  const form: CheckoutForm = input.payment.card ? { ...merged, payment: { ...merged.payment, card: input.payment.card } } : merged;
  const giftCardBalances = await giftCardBalancesOf(db, services.giftCards, form, cart.currency);
  const state = checkoutStateOf(shopper, cart, form, giftCardBalances);
  const fieldErrors = {
    ...formFieldErrors(form, { market: shopper.market, culture: shopper.culture, requiresClubTerms: requiresClubTerms(shopper) }, 'purchase'),
    ...paymentFieldErrors(shopper, form, state, giftCardBalances),
  };
  if (Object.keys(fieldErrors).length > 0) {
    const validationResult = { success: false, errorMessage: texts.fixFields, fieldErrors };
    if (!(await saveCheckoutForm(db, cart.cartId, form, validationResult))) return answerForGoneCart(services, shopper);
    return {
      newPageData: checkoutPage({ cart, checkout: state, culture: shopper.culture, requiresClubTerms: requiresClubTerms(shopper), validationResult }),
    };
  }
  if (!(await saveCheckoutForm(db, cart.cartId, form, { success: true }))) return answerForGoneCart(services, shopper);

  if (!(await claimCart(db, cart.cartId))) throw purchaseInProgress();
  let order: PlacedOrder;
  try {
    await seedOnlineStock(db, services.stock, shopper, cart.items.map((line) => line.code));
    order = await placeOrder(services, { shopper, cart, form, state });
  } catch (error) {
    await releaseCart(db, cart.cartId);
    if (error instanceof PurchaseRefusal) return purchaseRefused(services, shopper, cart.cartId, error.validationResult);
    throw error;
  }
  await voidAuthorizations(services, order.pspReferencesToVoid);
  const result = await authorizePayment(services, shopper, order, form, state);
  return finishPurchase(services, shopper, order, result);
}
