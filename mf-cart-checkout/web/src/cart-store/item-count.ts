import type { Cart, CartLine } from '@storefront/platform';
import { pendingAdditions } from './pending-changes';

/** Express handling and gift wrapping are services, not items. */
export const countsAsItem = (line: CartLine): boolean => !line.isExpressHandling && !line.isGiftWrapProduct;

/** The number the cart button shows: quantities of item lines, plus additions still waiting for their line. */
export function itemCountOf(cart: Cart | null): number {
  if (!cart) return 0;
  const inLines = cart.items.filter(countsAsItem).reduce((sum, line) => sum + line.quantity, 0);
  let beingAdded = 0;
  for (const quantity of pendingAdditions(cart).values()) beingAdded += quantity;
  return inLines + beingAdded;
}
