import { ResponseError, type Database } from '@storefront/platform/server';
import { orderNumberPattern } from './order-number';
import { writeOrderEvent } from './order-events';

export interface ShippedOrder {
  orderNumber: string;
  status: 'shipped';
  shippedAt: string;
}

/**
 * Marks a placed order shipped and writes its 'shipped' event, in one transaction. Only a placed order can be
 * shipped: one awaiting payment, cancelled or already shipped answers 409 and nothing changes.
 */
export async function shipOrder(db: Pick<Database, 'transaction'>, orderNumber: string): Promise<ShippedOrder> {
  if (!orderNumberPattern.test(orderNumber)) throw new ResponseError(404, 'order_not_found', 'There is no such order.');
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: string; status: string }>('SELECT id, status FROM orders WHERE order_number = $1 FOR UPDATE', [orderNumber]);
    if (!order) throw new ResponseError(404, 'order_not_found', 'There is no such order.');
    if (order.status !== 'placed') throw new ResponseError(409, 'order_not_shippable', `Only a placed order can be shipped; this one is ${order.status}.`);
    const [shipped] = await tx.query<{ shipped_at: Date | string }>(
      "UPDATE orders SET status = 'shipped', shipped_at = now() WHERE id = $1 RETURNING shipped_at",
      [order.id],
    );
    await writeOrderEvent(tx, order.id, 'shipped');
    return { orderNumber, status: 'shipped', shippedAt: new Date(shipped!.shipped_at).toISOString() };
  });
}
