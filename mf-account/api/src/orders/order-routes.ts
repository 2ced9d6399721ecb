import { Router, type Response } from 'express';
import type { ReturnKind } from '@storefront/platform';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import { returnSubmitRequest } from '../../../contract/returns';
import type { AccountServices } from '../account-services';
import { sendPrivate } from '../pages/member-page';
import { memberIdOf } from '../http/own-member';
import { summaryOf } from './member-order-view';
import { listMemberOrders, loadMemberOrder } from './member-orders';
import { orderInput, orderNumberParams, orderPageRoutes } from './order-pages';
import { returnInfoOf } from './return-rules';
import { submitReturn } from './submit-return';

/** The two ways to send something back, by the last segment of their paths. */
const kindsByPath: [string, ReturnKind][] = [
  ['return', 'return'],
  ['file-complaint', 'complaint'],
];

const memberOf = (res: Response) => ({ memberId: memberIdOf(res), culture: identityOf(res).culture });

const returnSubmission = accepts({ params: orderNumberParams, body: returnSubmitRequest });

/**
 * A member's orders (from Checkout) with their returns and complaints (kept here): /api/my/orders… and the order
 * pages. Every route is the logged-in member's own; the member comes from the identity, never from the request.
 */
export function orderRoutes(services: AccountServices): Router {
  const router = Router();
  router.use(['/api/my/orders', '/page/my-pages/orders'], allow.members);
  router.get('/api/my/orders', async (_req, res) => {
    const { memberId, culture } = memberOf(res);
    sendPrivate(res, { orders: (await listMemberOrders(services, memberId, culture)).map(summaryOf) });
  });
  router.get('/api/my/orders/:orderNumber', orderInput, async (_req, res) => {
    const { memberId, culture } = memberOf(res);
    sendPrivate(res, await loadMemberOrder(services, memberId, orderInput.params(res).orderNumber, culture));
  });
  for (const [path, kind] of kindsByPath) {
    router.get(`/api/my/orders/:orderNumber/${path}`, orderInput, async (_req, res) => {
      const { memberId, culture } = memberOf(res);
      const order = await loadMemberOrder(services, memberId, orderInput.params(res).orderNumber, culture);
      sendPrivate(res, returnInfoOf(kind, order, culture, services.now()));
    });
    router.post(`/api/my/orders/:orderNumber/${path}`, returnSubmission, async (_req, res) => {
      const { orderNumber } = returnSubmission.params(res);
      sendPrivate(res, await submitReturn(services, memberOf(res), orderNumber, kind, returnSubmission.body(res)));
    });
  }
  router.use(orderPageRoutes(services));
  return router;
}
