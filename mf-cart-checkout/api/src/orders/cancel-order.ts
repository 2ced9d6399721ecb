import type { Queryable } from '@storefront/platform/server';
import type { CheckoutServices } from '../checkout/checkout-services';
import { giveBackStock } from '../stock/online-stock';
import { writeOrderEvent } from './order-events';

export type CancelReason = 'paymentRefused' | 'paymentFailed' | 'abandoned' | 'superseded';

export interface CancelledOrder {
  /** False when the order was no longer awaiting payment: then nothing was done. */
  cancelled: boolean;
  /** Card payments the provider may still hold an authorization for: void them once this transaction is committed. */
  pspReferencesToVoid: string[];
}

/**
 * Cancels an order awaiting payment and gives back everything it took: stock, coupon redemptions, gift-card
 * amounts, and writes the 'cancelled' order event. Only the first of several concurrent cancellations (or a placement) wins; the rest change nothing.
 * `releaseClaim`: also end the cart's purchase claim (not when a new purchase of the same cart replaces the order).
 */
export async function cancelOrder(
  tx: Queryable,
  services: Pick<CheckoutServices, 'coupons' | 'giftCards'>,
  orderId: string,
  reason: CancelReason,
  releaseClaim: boolean,
): Promise<CancelledOrder> {
  const [order] = await tx.query<{ cart_id: string | null }>(
    `UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_reason = $2
     WHERE id = $1 AND status = 'awaitingPayment' RETURNING cart_id`,
    [orderId, reason],
  );
  if (!order) return { cancelled: false, pspReferencesToVoid: [] };
  await writeOrderEvent(tx, orderId, 'cancelled');
  await giveBackStock(tx, orderId);
  await services.coupons.release(tx, orderId);
  await services.giftCards.release(tx, orderId);
  const pending = await tx.query<{ psp_reference: string | null }>(
    `UPDATE order_payments SET status = 'cancelled' WHERE order_id = $1 AND status IN ('pending', 'authorized') RETURNING psp_reference`,
    [orderId],
  );
  if (releaseClaim && order.cart_id) await tx.query('UPDATE carts SET purchase_claimed_until = NULL WHERE id = $1', [order.cart_id]);
  return { cancelled: true, pspReferencesToVoid: pending.flatMap((payment) => (payment.psp_reference ? [payment.psp_reference] : [])) };
}
