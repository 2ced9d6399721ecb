import { useEffect, useRef } from 'react';
import { formatPrice, useCulture, usePhrase } from '@storefront/platform';
import type { Address } from '../../../contract/checkout-form';
import type { OrderConfirmationPageViewModel } from '../../../contract/order-confirmation';
import { CheckoutSection } from '../checkout-form/checkout-section';
import { useCheckoutEnvironment } from '../checkout-store/checkout-environment';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { OrderLines } from './order-lines';
import { schedulePurchaseTracking } from './purchase-tracking';
import '../focus.css';
import './order-confirmation-page.css';

const addressLines = (address: Address) =>
  [`${address.firstName} ${address.lastName}`, address.careOf, address.street, `${address.postalCode} ${address.city}`].filter(Boolean);

/** `/orderconfirmation/{orderNumber}`: the thank-you page; it sends the order receipt tracking and empties the cart. */
export default function OrderConfirmationPage({ page }: { page: OrderConfirmationPageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const environment = useCheckoutEnvironment();
  const { order } = page;
  const resetFor = useRef<string | null>(null);

  useEffect(() => schedulePurchaseTracking(page, environment), [page, environment]);
  useEffect(() => {
    if (resetFor.current === order.orderNumber) return;
    resetFor.current = order.orderNumber;
    environment.resetCart();
  }, [environment, order.orderNumber]);

  return (
    <div className="k_Confirmation">
      <h1 className="k_Confirmation__heading">{t('/Checkout/Confirmation/Heading')}</h1>
      <p className="k_Confirmation__number">{t('/Checkout/Confirmation/OrderNumber', { orderNumber: order.orderNumber })}</p>
      <p className="k_Confirmation__email">{t('/Checkout/Confirmation/EmailSent', { email: order.email })}</p>
      <div className="k_Confirmation__layout">
        <CheckoutSection title={t('/Checkout/Lines/Heading')}>
          <OrderLines lines={order.lines} />
        </CheckoutSection>
        <CheckoutSection title={t('/Checkout/Confirmation/Delivery')}>
          <p className="k_Confirmation__method">{order.shippingMethod.name}</p>
          {order.deliveryPoint ? (
            <address className="k_Confirmation__address">
              {[order.deliveryPoint.name, order.deliveryPoint.street, `${order.deliveryPoint.postalCode} ${order.deliveryPoint.city}`].map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : (
            <address className="k_Confirmation__address">
              {addressLines(order.deliveryAddress).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          )}
          {order.giftWrapGreeting && <p>{t('/Checkout/Confirmation/Greeting', { greeting: order.giftWrapGreeting })}</p>}
        </CheckoutSection>
        <CheckoutSection title={t('/Checkout/Confirmation/Payment')}>
          <ul className="k_Confirmation__payments">
            {order.payments.map((payment) => (
              <li key={`${payment.method}:${payment.description}`} className="k_Confirmation__payment">
                <span>{payment.description}</span>
                <span>{formatPrice(payment.amount, culture)}</span>
              </li>
            ))}
          </ul>
        </CheckoutSection>
        <CheckoutSection title={t('/Checkout/Summary/Heading')}>
          <CheckoutSummary summary={order.summary} variant="order" />
        </CheckoutSection>
      </div>
    </div>
  );
}
