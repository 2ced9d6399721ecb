import type { Cart } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutState } from '../../../contract/checkout';
import { applyPendingChanges } from '../cart-store/pending-changes';

/**
 * One change the shopper made: any of the form's fields, each whole, as `POST /checkout/update` takes it (the server
 * takes single fields of an address too: CheckoutUpdateRequest).
 */
export type CheckoutChange = Partial<CheckoutForm>;

export type CheckoutCartDiff = CheckoutForm['cart'];

/** What the checkout page shows: the cart and the checkout, with changes applied. */
export interface CheckoutView {
  cart: Cart;
  checkout: CheckoutState;
}

export const noCartDiff = (): CheckoutCartDiff => ({ items: {}, addedCodes: [], removedCodes: [] });

const unique = (codes: string[]) => [...new Set(codes)];

/** Coupon codes: of adding and removing the same code, the later wins. */
function mergeCodes(earlier: CheckoutCartDiff, later: CheckoutCartDiff): Pick<CheckoutCartDiff, 'addedCodes' | 'removedCodes'> {
  return {
    addedCodes: unique([...earlier.addedCodes.filter((code) => !later.removedCodes.includes(code)), ...later.addedCodes]),
    removedCodes: unique([...earlier.removedCodes.filter((code) => !later.addedCodes.includes(code)), ...later.removedCodes]),
  };
}

/** Quantities merge by product code: the first change's previous quantity, the last change's new one. */
function mergeItems(earlier: CheckoutCartDiff['items'], later: CheckoutCartDiff['items']): CheckoutCartDiff['items'] {
  const items = { ...earlier };
  for (const [code, item] of Object.entries(later)) {
    const previousQuantity = earlier[code]?.previousQuantity ?? item.previousQuantity;
    if (previousQuantity === item.newQuantity) delete items[code];
    else items[code] = { ...item, previousQuantity };
  }
  return items;
}

function mergeCartDiffs(earlier: CheckoutCartDiff | undefined, later: CheckoutCartDiff | undefined): CheckoutCartDiff | undefined {
  if (!earlier || !later) return later ?? earlier;
  return { items: mergeItems(earlier.items, later.items), ...mergeCodes(earlier, later) };
}

/** Two changes as one request: later fields win, cart quantities and coupon codes merge. */
export function mergeChanges(earlier: CheckoutChange | null, later: CheckoutChange | null): CheckoutChange | null {
  if (!earlier || !later) return later ?? earlier;
  const merged: CheckoutChange = { ...earlier, ...later };
  const cart = mergeCartDiffs(earlier.cart, later.cart);
  if (cart) merged.cart = cart;
  return merged;
}

function applyCartDiff(cart: Cart, diff: CheckoutCartDiff): Cart {
  const withQuantities = applyPendingChanges(cart, [{ id: 'checkout', items: diff.items }]);
  const applied = cart.appliedCouponCodes.filter((code) => !diff.removedCodes.includes(code));
  return {
    ...withQuantities,
    pendingChanges: cart.pendingChanges,
    isLoading: cart.isLoading,
    appliedCouponCodes: unique([...applied, ...diff.addedCodes]),
  };
}

/**
 * The view with `change` applied at once (optimistic). The cart diff changes the cart's lines and codes; requests that
 * are no part of the form (fetch the address, the location) are not kept in it.
 */
export function applyChange(view: CheckoutView, change: CheckoutChange | null): CheckoutView {
  if (!change) return view;
  const { cart: diff, setAddressByPersonalNumber: _fetchAddress, location: _location, ...fields } = change;
  return {
    cart: diff ? applyCartDiff(view.cart, diff) : view.cart,
    checkout: { ...view.checkout, form: { ...view.checkout.form, ...fields } },
  };
}
