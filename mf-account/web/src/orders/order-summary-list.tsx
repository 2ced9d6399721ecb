import { formatNumber, formatPrice, useCulture, usePhrase, type MemberOrderSummary } from '@storefront/platform';
import { FactList } from '../ui/fact-list';
import { formatDate } from '../dates/format-date';
import { orderStatusKeys } from './order-status';
import { orderUrls } from './order-urls';

/** Each order: its number linking to the details, the date, status, number of items and total. */
export function OrderSummaryList({ orders, label }: { orders: MemberOrderSummary[]; label: string }) {
  const t = usePhrase();
  const culture = useCulture();
  return (
    <ul className="a_OrderList" aria-label={label}>
      {orders.map((order) => (
        <li key={order.orderNumber} className="a_OrderList__order">
          <a className="a_OrderList__link" href={orderUrls.details(order.orderNumber)}>
            {t('/MyPages/Orders/OrderNumber', { orderNumber: order.orderNumber })}
          </a>
          <FactList
            className="a_OrderList__facts"
            facts={[
              { term: t('/MyPages/Orders/Date'), value: formatDate(order.createdAt, culture) },
              { term: t('/MyPages/Orders/Status'), value: t(orderStatusKeys[order.status]) },
              { term: t('/MyPages/Orders/Items'), value: formatNumber(order.itemCount, culture) },
              { term: t('/MyPages/Orders/Total'), value: formatPrice(order.total, culture) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
