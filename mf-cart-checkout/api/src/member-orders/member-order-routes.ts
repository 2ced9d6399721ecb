import { Router, type Response } from 'express';
import { accepts, allow, identityOf, ResponseError, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { orderNumberPattern } from '../orders/order-number';
import { memberOrderOf } from './member-order';
import { findMemberOrders } from './member-order-repository';

const orderNotFound = () => new ResponseError(404, 'order_not_found', 'There is no such order of this member.');

const memberParams = z.object({ memberId: z.string() });
const ordersInput = accepts({ params: memberParams });
const orderInput = accepts({ params: memberParams.extend({ orderNumber: z.string() }) });

/**
 * The member whose orders are asked for. Team Account asks on the member's behalf, with the member as the signed
 * identity's user: an identity of anyone else (or of nobody) gets nothing, even with a member id it knows.
 */
function memberOf(memberId: string, res: Response): string {
  if (identityOf(res).userId !== memberId) throw new ResponseError(403, 'forbidden', 'Only the member may read their own orders.');
  return memberId;
}

/**
 * Team Account's view of a member's orders, for Account's service only: GET /internal/members/{memberId}/orders →
 * MemberOrder[] (newest first), and …/orders/{orderNumber} → MemberOrder, 404 when it is not this member's.
 */
export function memberOrderRoutes(db: Queryable): Router {
  const router = Router();
  router.use('/internal/members', allow.services('account'));
  router.get('/internal/members/:memberId/orders', ordersInput, async (_req, res) => {
    const memberId = memberOf(ordersInput.params(res).memberId, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json((await findMemberOrders(db, memberId)).map((record) => memberOrderOf(record, identityOf(res).culture)));
  });
  router.get('/internal/members/:memberId/orders/:orderNumber', orderInput, async (_req, res) => {
    const { memberId: asked, orderNumber } = orderInput.params(res);
    const memberId = memberOf(asked, res);
    if (!orderNumberPattern.test(orderNumber)) throw orderNotFound();
    const [record] = await findMemberOrders(db, memberId, orderNumber);
    if (!record) throw orderNotFound();
    res.setHeader('Cache-Control', 'no-store');
    res.json(memberOrderOf(record, identityOf(res).culture));
  });
  return router;
}
