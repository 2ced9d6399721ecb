import type { Queryable } from '@storefront/platform/server';
import { ResponseError } from '@storefront/platform/server';

/** How long a purchase may hold its cart; a crashed one lets go by itself after this. */
export const purchaseClaimSeconds = 120;

export const purchaseInProgress = () => new ResponseError(409, 'purchase_in_progress', 'Complete purchase already in progress');

/** Claims the cart for one purchase at a time (spec 01 §4.3); false when another purchase holds it. */
export async function claimCart(db: Queryable, cartId: string): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE carts SET purchase_claimed_until = now() + make_interval(secs => $2)
     WHERE id = $1 AND (purchase_claimed_until IS NULL OR purchase_claimed_until < now()) RETURNING id`,
    [cartId, purchaseClaimSeconds],
  );
  return claimed.length > 0;
}

export async function releaseCart(db: Queryable, cartId: string): Promise<void> {
  await db.query('UPDATE carts SET purchase_claimed_until = NULL WHERE id = $1', [cartId]);
}
