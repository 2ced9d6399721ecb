import { Button, formatPrice, useCulture, usePhrase } from '@storefront/platform';
import type { DetailedReceiptPageViewModel } from '../../../contract/my-pages';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { FactList } from '../ui/fact-list';
import { formatDate } from '../dates/format-date';
import { OrderTotals } from '../orders/order-totals';
import { orderUrls } from '../orders/order-urls';
import './detailed-receipt-page.css';

/** `/my-pages/orders/{orderNumber}/receipt`: the receipt as a document; printing leaves out everything else. */
export default function DetailedReceiptPage({ page }: { page: DetailedReceiptPageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { order, seller } = page;
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_ReceiptPage">
        <div className="a_ReceiptPage__tools">
          <a href={orderUrls.details(order.orderNumber)}>{t('/MyPages/Receipt/BackToOrder')}</a>
          <Button onClick={() => window.print()}>{t('/MyPages/Receipt/Print')}</Button>
        </div>
        <article className="a_Receipt">
          <header className="a_Receipt__header">
            <h1 className="a_Receipt__heading">{t('/MyPages/Receipt/Heading', { orderNumber: order.orderNumber })}</h1>
            <address className="a_Receipt__seller">
              <span className="a_Receipt__seller-name">{seller.name}</span>
              <span>{seller.address}</span>
              <span>{t('/MyPages/Receipt/OrganisationNumber', { number: seller.organisationNumber })}</span>
            </address>
          </header>
          <FactList
            className="a_Receipt__facts"
            facts={[
              { term: t('/MyPages/Receipt/OrderNumber'), value: order.orderNumber },
              { term: t('/MyPages/Receipt/Date'), value: formatDate(order.createdAt, culture) },
              { term: t('/MyPages/Receipt/PaymentMethods'), value: order.paymentMethodNames.join(', ') },
              { term: t('/MyPages/Receipt/ShippingMethod'), value: order.shippingMethodName },
            ]}
          />
          <table className="a_Receipt__lines">
            <caption className="p_visually-hidden">{t('/MyPages/Receipt/Lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('/MyPages/Receipt/Product')}</th>
                <th scope="col">{t('/MyPages/Receipt/Quantity')}</th>
                <th scope="col">{t('/MyPages/Receipt/UnitPrice')}</th>
                <th scope="col">{t('/MyPages/Receipt/LineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row">
                    <span className="a_Receipt__brand">{line.brandName}</span> {line.name}{' '}
                    <span className="a_Receipt__code">{t('/MyPages/Receipt/ArticleNumber', { code: line.code })}</span>
                  </th>
                  <td>{line.quantity}</td>
                  <td>{formatPrice(line.unitPrice, culture)}</td>
                  <td>{formatPrice(line.total, culture)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="a_Receipt__totals">
            <OrderTotals order={order} />
          </div>
        </article>
      </div>
    </MyPagesLayout>
  );
}
