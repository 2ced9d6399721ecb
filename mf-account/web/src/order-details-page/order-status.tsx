import { useCulture, usePhrase, type MemberOrder } from '@storefront/platform';
import { formatDate } from '../dates/format-date';
import { orderStatusKeys } from '../orders/order-status';

/** Where the order is: its status, and once shipped the date and the carrier's tracking page. */
export function OrderStatus({ order }: { order: MemberOrder }) {
  const t = usePhrase();
  const culture = useCulture();
  return (
    <div className="a_OrderStatus">
      <p className="a_OrderStatus__status">{t('/MyPages/OrderDetails/StatusIs', { status: t(orderStatusKeys[order.status]) })}</p>
      {order.shippedAt && <p>{t('/MyPages/OrderDetails/ShippedAt', { date: formatDate(order.shippedAt, culture) })}</p>}
      {order.trackingUrl && (
        <p>
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('/MyPages/OrderDetails/Track')}
            <span className="p_visually-hidden"> {t('/MyPages/OpensInNewTab')}</span>
          </a>
        </p>
      )}
    </div>
  );
}
