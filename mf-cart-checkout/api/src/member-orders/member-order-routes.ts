import { Router, type Request, type Response } from 'express';
import { identityOf, ResponseError, type Queryable } from '@storefront/platform/server';
import { orderNumberPattern } from '../orders/order-number';
import { memberOrderOf } from './member-order';
import { findMemberOrders } from './member-order-repository';

const orderNotFound = () => new ResponseError(404, 'order_not_found', 'There is no such order of this member.');

/**
 * The member whose orders are asked for. Team Account asks on the member's behalf, with the member as the signed
 * identity's user: an identity of anyone else (or of nobody) gets nothing, even with a member id it knows.
 */
function memberOf(req: Request<{ memberId: string }>, res: Response): string {
  const { memberId } = req.params;
  if (identityOf(res).userId !== memberId) throw new ResponseError(403, 'forbidden', 'Only the member may read their own orders.');
  return memberId;
}

/**
 * Team Account's view of a member's orders (internal: the gateway never routes /internal): GET
 * /internal/members/{memberId}/orders → MemberOrder[] (newest first), and …/orders/{orderNumber} → MemberOrder, 404
 * when it is not this member's.
 */
export function memberOrderRoutes(db: Queryable): Router {
  const router = Router();
  router.get('/internal/members/:memberId/orders', async (req, res) => {
    const memberId = memberOf(req, res);
    const culture = identityOf(res).culture;
    res.setHeader('Cache-Control', 'no-store');
    res.json((await findMemberOrders(db, memberId)).map((record) => memberOrderOf(record, culture)));
  });
  router.get('/internal/members/:memberId/orders/:orderNumber', async (req, res) => {
    const memberId = memberOf(req, res);
    const { orderNumber } = req.params;
    if (!orderNumberPattern.test(orderNumber)) throw orderNotFound();
    const [record] = await findMemberOrders(db, memberId, orderNumber);
    if (!record) throw orderNotFound();
    res.setHeader('Cache-Control', 'no-store');
    res.json(memberOrderOf(record, identityOf(res).culture));
  });
  return router;
}
