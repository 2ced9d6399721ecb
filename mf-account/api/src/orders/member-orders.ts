import { ResponseError } from '@storefront/platform/server';
import type { Culture, MemberOrder } from '@storefront/platform';
import type { AccountServices } from '../account-services';
import { withReturns } from './member-order-view';
import { findReturns } from './return-repository';

export const orderNotFound = () => new ResponseError(404, 'order_not_found', 'There is no such order of yours.');

/** The member's orders from Checkout, newest first. */
export const listMemberOrders = (services: AccountServices, memberId: string, culture: Culture) => services.orders.list(memberId, culture);

/** The member's own order with their returns attached; someone else's is as not found as one that does not exist. */
export async function loadMemberOrder(services: AccountServices, memberId: string, orderNumber: string, culture: Culture): Promise<MemberOrder> {
  const order = await services.orders.get(memberId, orderNumber, culture);
  if (!order || order.orderNumber !== orderNumber) throw orderNotFound();
  const returns = await findReturns(services.db, memberId, [orderNumber]);
  return withReturns(order, returns.get(orderNumber) ?? []);
}
