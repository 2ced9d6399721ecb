import { useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { ReturnOrReclaimPageViewModel } from '../../../contract/returns';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { orderUrls } from '../orders/order-urls';
import { ReturnForm, type SentReturn } from './return-form';
import { ReturnSummary } from './return-summary';
import './return-or-reclaim-page.css';

/**
 * `/my-pages/orders/{orderNumber}/return?kind=return|complaint`: send products back or complain about them. When the
 * window is closed (30 days for returns, 3 years for complaints) only the server's explanation shows.
 */
export default function ReturnOrReclaimPage({ page }: { page: ReturnOrReclaimPageViewModel }) {
  const t = usePhrase();
  const { info } = page;
  const [sent, setSent] = useState<SentReturn | null>(null);
  const isReturn = info.kind === 'return';
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_ReturnPage">
        <h1 className="a_Page__heading">{isReturn ? t('/MyPages/Return/ReturnHeading') : t('/MyPages/Return/ComplaintHeading')}</h1>
        <p className="a_ReturnPage__order">
          <a href={orderUrls.details(info.order.orderNumber)}>{t('/MyPages/Orders/OrderNumber', { orderNumber: info.order.orderNumber })}</a>
        </p>
        {!info.isOpen ? (
          <p className="a_Empty">{info.closedMessage ?? t('/MyPages/Return/Closed')}</p>
        ) : sent ? (
          <ReturnSummary sent={sent} order={info.order} reasons={info.reasons} />
        ) : (
          <>
            <p className="a_Page__intro">{isReturn ? t('/MyPages/Return/ReturnIntro') : t('/MyPages/Return/ComplaintIntro')}</p>
            <ReturnForm info={info} onSent={setSent} />
          </>
        )}
      </div>
    </MyPagesLayout>
  );
}
