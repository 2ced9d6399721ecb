import { useCulture, usePhrase } from '@storefront/platform';
import type { OrderDetailsPageViewModel } from '../../../contract/my-pages';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { formatDate } from '../dates/format-date';
import { OrderTotals } from '../orders/order-totals';
import { orderUrls } from '../orders/order-urls';
import { PageSection } from '../ui/page-section';
import { EarlierRequests } from './earlier-requests';
import { OrderLineList } from './order-line-list';
import { OrderStatus } from './order-status';
import './order-details-page.css';

/** `/my-pages/orders/{orderNumber}`: everything about one order, its receipt, and the way to return or complain. */
export default function OrderDetailsPage({ page }: { page: OrderDetailsPageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { order } = page;
  const canSendBack = order.lines.some((line) => line.returnableQuantity > 0);
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_OrderDetails">
        <h1 className="a_Page__heading">{t('/MyPages/Orders/OrderNumber', { orderNumber: order.orderNumber })}</h1>
        <p className="a_Page__intro">{t('/MyPages/OrderDetails/PlacedAt', { date: formatDate(order.createdAt, culture) })}</p>
        <OrderStatus order={order} />

        <ul className="a_OrderDetails__actions">
          <li>
            <a className="a_LinkButton" href={orderUrls.receipt(order.orderNumber)}>
              {t('/MyPages/OrderDetails/Receipt')}
            </a>
          </li>
          {canSendBack && (
            <>
              <li>
                <a className="a_LinkButton" href={orderUrls.returnOrComplaint(order.orderNumber, 'return')}>
                  {t('/MyPages/OrderDetails/Return')}
                </a>
              </li>
              <li>
                <a className="a_LinkButton" href={orderUrls.returnOrComplaint(order.orderNumber, 'complaint')}>
                  {t('/MyPages/OrderDetails/Complaint')}
                </a>
              </li>
            </>
          )}
        </ul>

        <div className="a_OrderDetails__layout">
          <PageSection className="a_Section a_OrderDetails__lines" heading={t('/MyPages/OrderDetails/Lines')}>
            <OrderLineList lines={order.lines} />
          </PageSection>
          <PageSection heading={t('/MyPages/OrderDetails/Summary')}>
            <OrderTotals order={order} />
          </PageSection>
          <PageSection heading={t('/MyPages/OrderDetails/Delivery')}>
            <p className="a_OrderDetails__method">{order.shippingMethodName}</p>
            <address className="a_OrderDetails__address">
              <span>{order.deliveryAddress.name}</span>
              <span>{order.deliveryAddress.street}</span>
              <span>
                {order.deliveryAddress.postalCode} {order.deliveryAddress.city}
              </span>
            </address>
          </PageSection>
          <PageSection heading={t('/MyPages/OrderDetails/Payment')}>
            <ul className="a_OrderDetails__payments">
              {order.paymentMethodNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </PageSection>
          {order.returns.length > 0 && (
            <PageSection className="a_Section a_OrderDetails__requests" heading={t('/MyPages/OrderDetails/Requests')}>
              <EarlierRequests requests={order.returns} lines={order.lines} />
            </PageSection>
          )}
        </div>
      </div>
    </MyPagesLayout>
  );
}
