import { createHash } from 'node:crypto';
import { formatPrice, type Culture, type PageFallback } from '@storefront/platform';
import type { OrderConfirmationPageViewModel, OrderTracking } from '../../../contract/order-confirmation';
import { checkoutTexts } from '../checkout/checkout-texts';
import { orderConfirmationUrl } from '../checkout/finish-purchase';
import type { StoredOrder } from '../orders/order-repository';
import { productNameOf } from '../orders/product-name';
import { basketTexts } from './basket-texts';
import { pageTitle } from './page-title';

/** Order receipt tracking is sent only within this time of the order, and only for a placed order. */
export const orderTrackingLifetimeMs = 60 * 60_000;

export const emailHashOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function orderTrackingOf(stored: StoredOrder, now: number): OrderTracking {
  const { order } = stored;
  return {
    trackingInformationUser: { emailHashed: emailHashOf(order.email) },
    trackingInformationProducts: order.lines
      .filter((line) => !line.isGift)
      .map((line) => ({ id: line.code, quantity: line.quantity, price: line.price.eachPrice ?? line.price.current })),
    trackingInformationTransaction: {
      id: order.orderNumber,
      revenue: order.summary.total,
      shipping: order.summary.shipping,
      ...(order.couponCodes.length > 0 ? { coupon: order.couponCodes.join(',') } : {}),
    },
    isTrackingExpired: stored.status !== 'placed' || now - stored.createdAt.getTime() > orderTrackingLifetimeMs,
  };
}

function fallbackOf(stored: StoredOrder, culture: Culture): PageFallback {
  const texts = checkoutTexts[culture];
  const { order } = stored;
  return {
    headings: [{ level: 1, text: texts.orderConfirmationTitle }],
    paragraphs: [
      `${texts.orderNumber}: ${order.orderNumber}`,
      ...order.lines.map((line) => `${productNameOf(line)}: ${line.quantity} × ${formatPrice(line.price.eachPrice ?? line.price.current, culture)}`),
      `${texts.total}: ${formatPrice(order.summary.total, culture)}`,
    ],
    links: [{ href: '/', text: basketTexts[culture].continueShopping }],
  };
}

/** The order confirmation page of an order, for the shopper who placed it. */
export function orderConfirmationPage(stored: StoredOrder, culture: Culture, now: number, includeFallback: boolean): OrderConfirmationPageViewModel {
  const texts = checkoutTexts[culture];
  const url = orderConfirmationUrl(stored.order.orderNumber);
  return {
    componentName: 'OrderConfirmationPageViewModel',
    url,
    meta: { title: pageTitle(texts.orderConfirmationTitle), description: texts.orderConfirmationDescription, robots: 'noindex' },
    currentTheme: 'default',
    trackingInformationSection: 'order confirmation',
    hideFooter: false,
    order: stored.order,
    ...orderTrackingOf(stored, now),
    ...(includeFallback ? { fallback: fallbackOf(stored, culture) } : {}),
  };
}
