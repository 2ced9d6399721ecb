import { Router, type Request } from 'express';
import type {
  DetailedReceiptPageViewModel,
  OrderDetailsPageViewModel,
  OrderHistoryPageViewModel,
  ReturnKind,
  ReturnOrReclaimPageViewModel,
} from '@storefront/platform';
import { badRequest, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { memberPageBase, sendPrivate } from '../pages/member-page';
import { ordersApiText } from '../pages/orders-api-text';
import { memberIdOf } from '../sessions/require-member';
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

function returnKindOf(req: Request): ReturnKind {
  const kind = req.query.kind ?? 'return';
  if (kind !== 'return' && kind !== 'complaint') throw badRequest('kind must be return or complaint', { kind: 'Unknown kind' });
  return kind;
}

/** The order pages of my pages (the caller has already required a member). */
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

  router.get('/page/my-pages/orders/:orderNumber', async (req: Request<{ orderNumber: string }>, res) => {
    const { memberId, culture } = who(res);
    const order = await loadMemberOrder(services, memberId, req.params.orderNumber, culture);
    const title = ordersApiText(culture)('/OrdersApi/Titles/Order', { orderNumber: order.orderNumber });
    const page: OrderDetailsPageViewModel = { ...memberPageBase('OrderDetailsPageViewModel', orderUrl(order.orderNumber), title), order };
    sendPrivate(res, page);
  });

  router.get('/page/my-pages/orders/:orderNumber/receipt', async (req: Request<{ orderNumber: string }>, res) => {
    const { memberId, culture } = who(res);
    const order = await loadMemberOrder(services, memberId, req.params.orderNumber, culture);
    const title = ordersApiText(culture)('/OrdersApi/Titles/Receipt', { orderNumber: order.orderNumber });
    const page: DetailedReceiptPageViewModel = {
      ...memberPageBase('DetailedReceiptPageViewModel', `${orderUrl(order.orderNumber)}/receipt`, title),
      order,
      seller,
    };
    sendPrivate(res, page);
  });

  router.get('/page/my-pages/orders/:orderNumber/return', async (req: Request<{ orderNumber: string }>, res) => {
    const kind = returnKindOf(req);
    const { memberId, culture } = who(res);
    const order = await loadMemberOrder(services, memberId, req.params.orderNumber, culture);
    const title = ordersApiText(culture)(kind === 'return' ? '/OrdersApi/Titles/Return' : '/OrdersApi/Titles/Complaint', { orderNumber: order.orderNumber });
    const page: ReturnOrReclaimPageViewModel = {
      ...memberPageBase('ReturnOrReclaimPageViewModel', `${orderUrl(order.orderNumber)}/return?kind=${kind}`, title),
      info: returnInfoOf(kind, order, culture, services.now()),
    };
    sendPrivate(res, page);
  });
  return router;
}
