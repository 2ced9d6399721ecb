import type { CartLine, Money, PageBase } from '@storefront/platform';
import type { Address, PaymentMethodId, ShippingMethodId } from './checkout-form';
import type { CheckoutSummary, DeliveryPoint } from './checkout';

/*
 * A placed order as the order confirmation page shows it, with its tracking.
 */

/** An order moves from awaitingPayment to placed (or cancelled), then to shipped and delivered. */
export type OrderStatus = 'awaitingPayment' | 'placed' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderPayment {
  method: PaymentMethodId;
  amount: Money;
  /** '•••• 1111' for cards, the masked code for gift cards. */
  description: string;
}

export interface Order {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  lines: CartLine[];
  summary: CheckoutSummary;
  shippingMethod: { id: ShippingMethodId; name: string };
  deliveryPoint?: DeliveryPoint;
  deliveryAddress: Address;
  couponCodes: string[];
  payments: OrderPayment[];
  giftWrapGreeting?: string;
}

/** Order confirmation tracking: sent once per transaction id, only while not expired. */
export interface OrderTracking {
  trackingInformationUser: { emailHashed: string };
  trackingInformationProducts: { id: string; quantity: number; price: Money }[];
  trackingInformationTransaction: { id: string; revenue: Money; shipping: Money; coupon?: string };
  isTrackingExpired: boolean;
}

/** `/orderconfirmation/{orderNumber}`. */
export interface OrderConfirmationPageViewModel extends PageBase, OrderTracking {
  componentName: 'OrderConfirmationPageViewModel';
  order: Order;
}
