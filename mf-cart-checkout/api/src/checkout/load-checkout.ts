import type { Cart } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutPageViewModel, CheckoutState, CheckoutValidationResult } from '../../../contract/checkout';
import type { GiftCardBalance } from '../../../contract/gift-cards';
import { readCart } from '../cart/read-cart';
import type { Shopper } from '../cart/shopper';
import { checkoutPage } from '../pages/checkout-page';
import { findCheckoutForm } from './checkout-form-repository';
import type { CheckoutServices } from './checkout-services';
import { checkoutStateOf, giftCardBalancesOf } from './checkout-state';

export interface LoadedCheckout {
  cart: Cart;
  form: CheckoutForm;
  lastValidation: CheckoutValidationResult | null;
  giftCardBalances: Map<string, GiftCardBalance | null>;
  state: CheckoutState;
}

/** Club terms are for shoppers who are not members yet. */
export const requiresClubTerms = (shopper: Shopper) => !shopper.isMember;

/** The shopper's cart with fresh catalog data and their checkout as stored (or as `form` when given). */
export async function loadCheckout(services: CheckoutServices, shopper: Shopper, form?: CheckoutForm): Promise<LoadedCheckout> {
  const cart = await readCart(services.db, services.catalog, shopper);
  const stored = await findCheckoutForm(services.db, cart.cartId, shopper.market);
  const current = form ?? stored.form;
  const giftCardBalances = await giftCardBalancesOf(services.db, services.giftCards, current, cart.currency);
  return { cart, form: current, lastValidation: stored.lastValidation, giftCardBalances, state: checkoutStateOf(shopper, cart, current, giftCardBalances) };
}

/** The checkout page for the shopper as things stand now, with `validationResult` to show. */
export async function currentCheckoutPage(
  services: CheckoutServices,
  shopper: Shopper,
  validationResult?: CheckoutValidationResult,
  includeFallback = false,
): Promise<CheckoutPageViewModel> {
  const { cart, state } = await loadCheckout(services, shopper);
  return checkoutPage({
    cart,
    checkout: state,
    culture: shopper.culture,
    requiresClubTerms: requiresClubTerms(shopper),
    ...(validationResult ? { validationResult } : {}),
    includeFallback,
  });
}
