import { ResponseError, type Queryable } from '@storefront/platform/server';
import type { Shopper } from '../cart/shopper';
import { orderNumberPattern } from './order-number';
import { findOrder, isOwnedBy, type StoredOrder } from './order-repository';

const orderNotFound = () => new ResponseError(404, 'order_not_found', 'There is no such order of yours.');

/** The shopper's own order; someone else's is as not found as one that does not exist. */
export async function findOwnOrder(db: Queryable, shopper: Shopper, orderNumber: string): Promise<StoredOrder> {
  if (!orderNumberPattern.test(orderNumber)) throw orderNotFound();
  const stored = await findOrder(db, orderNumber, shopper.culture);
  if (!stored || !isOwnedBy(stored, shopper)) throw orderNotFound();
  return stored;
}
