import type { Cart, CartLine, PendingChange } from '@storefront/platform';

/** Gift lines come with an offer: the shopper sees their quantity but does not change it. */
export const isChangeableLine = (line: CartLine): boolean => !line.isGift;

/** The quantity each code is heading for: the last pending change that names it wins. */
export function pendingQuantities(pendingChanges: readonly PendingChange[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const change of pendingChanges) {
    for (const [code, item] of Object.entries(change.items)) quantities.set(code, item.newQuantity);
  }
  return quantities;
}

/**
 * The server's cart as the shopper sees it: every pending change applied in order,
 * lines that reach 0 dropped, and loading while any change is still on its way.
 */
export function applyPendingChanges(serverCart: Cart, pendingChanges: readonly PendingChange[]): Cart {
  const quantities = pendingQuantities(pendingChanges);
  const items = serverCart.items
    .map((line) => {
      const quantity = quantities.get(line.code);
      return quantity === undefined || !isChangeableLine(line) ? line : { ...line, quantity };
    })
    .filter((line) => line.quantity > 0);
  return { ...serverCart, items, pendingChanges: [...pendingChanges], isLoading: pendingChanges.length > 0 };
}

/** Codes being added that the cart has no line for yet (the server sends the line with its answer), by quantity. */
export function pendingAdditions(cart: Cart): Map<string, number> {
  const inCart = new Set(cart.items.map((line) => line.code));
  const additions = new Map<string, number>();
  for (const [code, quantity] of pendingQuantities(cart.pendingChanges)) {
    if (!inCart.has(code) && quantity > 0) additions.set(code, quantity);
  }
  return additions;
}

/** What the shopper has of `code` now: the line's quantity, or a pending addition's, or 0. */
export function quantityInCart(cart: Cart, code: string): number {
  const line = cart.items.find((item) => item.code === code && isChangeableLine(item));
  return line?.quantity ?? pendingAdditions(cart).get(code) ?? 0;
}
