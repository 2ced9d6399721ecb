import { randomUUID } from 'node:crypto';
import type { Queryable } from '@storefront/platform/server';
import { ResponseError } from '@storefront/platform/server';

/** How long a purchase may hold its cart; a crashed one lets go by itself after this (or when its server starts again). */
export const purchaseClaimSeconds = 120;

export const purchaseInProgress = () => new ResponseError(409, 'purchase_in_progress', 'Complete purchase already in progress');

/** A claim holder: `<slot>/<start id>`. The slot names one running instance of the server, the id one start of it. */
export function claimHolder(slot: string, startId: string = randomUUID()): string {
  if (!/^[\w.-]{1,60}$/.test(slot)) throw new Error(`A claim holder's slot is letters, digits, '.', '-' or '_': ${JSON.stringify(slot)}`);
  return `${slot}/${startId}`;
}

/** This process: the slot CART_CHECKOUT_INSTANCE names (one server per slot; 'cart-checkout' by default). */
export const thisProcess = claimHolder(process.env.CART_CHECKOUT_INSTANCE || 'cart-checkout');

/** Claims the cart for one purchase at a time; false when another purchase holds it. */
export async function claimCart(db: Queryable, cartId: string, holder: string = thisProcess): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE carts SET purchase_claimed_until = now() + make_interval(secs => $2), purchase_claimed_by = $3
     WHERE id = $1 AND (purchase_claimed_until IS NULL OR purchase_claimed_until < now()) RETURNING id`,
    [cartId, purchaseClaimSeconds, holder],
  );
  return claimed.length > 0;
}

export async function releaseCart(db: Queryable, cartId: string): Promise<void> {
  await db.query('UPDATE carts SET purchase_claimed_until = NULL WHERE id = $1', [cartId]);
}

/**
 * On start: the claims an earlier start of this same slot still holds are released. That process is gone (one server
 * per slot), so its purchases will never finish; the shopper's retry places the order anew, replacing the one it left
 * awaiting payment (placeOrder supersedes it, giving back its stock and voiding its authorization). Returns the carts.
 */
export async function releasePredecessorClaims(db: Queryable, holder: string = thisProcess): Promise<string[]> {
  const slot = holder.slice(0, holder.indexOf('/') + 1);
  const released = await db.query<{ id: string }>(
    `UPDATE carts SET purchase_claimed_until = NULL
     WHERE purchase_claimed_until > now() AND starts_with(purchase_claimed_by, $1) AND purchase_claimed_by <> $2 RETURNING id`,
    [slot, holder],
  );
  return released.map((row) => row.id);
}
