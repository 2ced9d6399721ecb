import { Router } from 'express';
import { z } from 'zod';
import type { DetailedReceiptPageViewModel, OrderDetailsPageViewModel, OrderHistoryPageViewModel } from '../../../contract/my-pages';
import type { ReturnOrReclaimPageViewModel } from '../../../contract/returns';
import { accepts, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { memberPageBase, sendPrivate } from '../pages/member-page';
import { ordersApiText } from '../pages/orders-api-text';
import { memberIdOf } from '../http/own-member';
import { summaryOf } from './member-order-view';
import { listMemberOrders, loadMemberOrder } from './member-orders';
import { returnInfoOf } from './return-rules';

/** Who sold the goods, as the detailed receipt names them: one company sells in every market. */
export const seller: DetailedReceiptPageViewModel['seller'] = {
  name: 'Beauty Store AB',
  organisationNumber: '556677-8899',
  address: 'Drottninggatan 10, 111 51 Stockholm, Sweden',
};

const ordersUrl = '/my-pages/orders';
const orderUrl = (orderNumber: string) => `${ordersUrl}/${encodeURIComponent(orderNumber)}`;

/** Any order number is read: one that is not the member's (or not one at all) is a 404 like another's order. */
export const orderNumberParams = z.object({ orderNumber: z.string() });
export const orderInput = accepts({ params: orderNumberParams });
const returnPageInput = accepts({
  params: orderNumberParams,
  query: z.object({ kind: z.enum(['return', 'complaint'], { error: 'Unknown kind' }).default('return') }).loose(),
});

/** The order pages of my pages (behind the caller's `allow.members`). */
export function orderPageRoutes(services: AccountServices): Router {
  const router = Router();
  const who = (res: Parameters<typeof memberIdOf>[0]) => ({ memberId: memberIdOf(res), culture: identityOf(res).culture });

  router.get(['/page/my-pages/orders', '/page/my-pages/orders/ongoing'], async (req, res) => {
    const { memberId, culture } = who(res);
    const text = ordersApiText(culture);
    const ongoing = req.path.endsWith('/ongoing');
    const orders = (await listMemberOrders(services, memberId, culture)).map(summaryOf);
    const page: OrderHistoryPageViewModel = ongoing
      ? { ...memberPageBase('OngoingOrdersPageViewModel', `${ordersUrl}/ongoing`, text('/OrdersApi/Titles/OngoingOrders')), orders: orders.filter((order) => order.isOngoing) }
      : { ...memberPageBase('OrderHistoryPageViewModel', ordersUrl, text('/OrdersApi/Titles/OrderHistory')), orders };
    sendPrivate(res, page);
  });

  router.get('/page/my-pages/orders/:orderNumber', orderInput, async (_req, res) => {
    const { memberId, culture } = who(res);
    const order = await loadMemberOrder(services, memberId, orderInput.params(res).orderNumber, culture);
    const title = ordersApiText(culture)('/OrdersApi/Titles/Order', { orderNumber: order.orderNumber });
    const page: OrderDetailsPageViewModel = { ...memberPageBase('OrderDetailsPageViewModel', orderUrl(order.orderNumber), title), order };
    sendPrivate(res, page);
  });

  router.get('/page/my-pages/orders/:orderNumber/receipt', orderInput, async (_req, res) => {
    const { memberId, culture } = who(res);
    const order = await loadMemberOrder(services, memberId, orderInput.params(res).orderNumber, culture);
    const title = ordersApiText(culture)('/OrdersApi/Titles/Receipt', { orderNumber: order.orderNumber });
    const page: DetailedReceiptPageViewModel = {
      ...memberPageBase('DetailedReceiptPageViewModel', `${orderUrl(order.orderNumber)}/receipt`, title),
      order,
      seller,
    };
    sendPrivate(res, page);
  });

  router.get('/page/my-pages/orders/:orderNumber/return', returnPageInput, async (_req, res) => {
    const { kind } = returnPageInput.query(res);
    const { memberId, culture } = who(res);
    const order = await loadMemberOrder(services, memberId, returnPageInput.params(res).orderNumber, culture);
    const title = ordersApiText(culture)(kind === 'return' ? '/OrdersApi/Titles/Return' : '/OrdersApi/Titles/Complaint', { orderNumber: order.orderNumber });
    const page: ReturnOrReclaimPageViewModel = {
      ...memberPageBase('ReturnOrReclaimPageViewModel', `${orderUrl(order.orderNumber)}/return?kind=${kind}`, title),
      info: returnInfoOf(kind, order, culture, services.now()),
    };
    sendPrivate(res, page);
  });
  return router;
}
