import { usePhrase } from '@storefront/platform';
import type { OrderHistoryPageViewModel } from '../../../contract/my-pages';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { OrderSummaryList } from '../orders/order-summary-list';

/** `/my-pages/orders` (every order) and `/my-pages/orders/ongoing` (those still on their way): one page, two lists. */
export default function OrderHistoryPage({ page }: { page: OrderHistoryPageViewModel }) {
  const t = usePhrase();
  const isOngoing = page.componentName === 'OngoingOrdersPageViewModel';
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_OrderHistory">
        <h1 className="a_Page__heading">{isOngoing ? t('/MyPages/Orders/OngoingHeading') : t('/MyPages/Orders/HistoryHeading')}</h1>
        {page.orders.length > 0 ? (
          <OrderSummaryList
            orders={page.orders}
            label={isOngoing ? t('/MyPages/Orders/OngoingHeading') : t('/MyPages/Orders/HistoryHeading')}
          />
        ) : (
          <p className="a_Empty">{isOngoing ? t('/MyPages/Orders/NoOngoingOrders') : t('/MyPages/Orders/NoOrders')}</p>
        )}
        <p className="a_OrderHistory__other">
          {isOngoing ? (
            <a href="/my-pages/orders">{t('/MyPages/Orders/ShowAll')}</a>
          ) : (
            <a href="/my-pages/orders/ongoing">{t('/MyPages/Orders/ShowOngoing')}</a>
          )}
        </p>
      </div>
    </MyPagesLayout>
  );
}
