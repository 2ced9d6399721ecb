import type { OrderStatus } from '../../../contract/order-confirmation';
import type { CompletePurchaseResponse, PaymentDetailsRequest } from '../../../contract/payment';
import { ResponseError } from '@storefront/platform/server';
import type { CartOwner, Shopper } from '../cart/shopper';
import { isOwnedBy } from '../orders/order-repository';
import { paymentResultOf, type PaymentResult } from './authorize-payment';
import type { CheckoutServices } from './checkout-services';
import { checkoutTexts } from './checkout-texts';
import { finishPurchase, orderConfirmationUrl, purchaseRefused } from './finish-purchase';
import { claimCart, purchaseInProgress, releaseCart } from './purchase-claim';

const paymentNotFound = () => new ResponseError(404, 'payment_not_found', 'There is no such payment of yours.');

/**
 * The end of a challenge or a redirect: the provider's answer finishes the order the same way complete-purchase
 * does. Only the shopper who placed the order may finish it; an order already placed answers with its confirmation
 * again, so a repeated call is harmless.
 */
export async function submitPaymentDetails(
  services: CheckoutServices,
  shopper: Shopper,
  { pspReference, details }: PaymentDetailsRequest,
): Promise<CompletePurchaseResponse> {
  const { db } = services;
  const [order] = await db.query<{ id: string; order_number: string; cart_id: string | null; owner_kind: CartOwner['kind']; owner_id: string; status: OrderStatus }>(
    `SELECT o.id, o.order_number, o.cart_id, o.owner_kind, o.owner_id, o.status
     FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE p.psp_reference = $1`,
    [pspReference],
  );
  if (!order || !isOwnedBy({ owner: { kind: order.owner_kind, id: order.owner_id } }, shopper)) throw paymentNotFound();
  if (order.status === 'placed' || order.status === 'shipped' || order.status === 'delivered') {
    return { orderConfirmationRedirectUrl: orderConfirmationUrl(order.order_number) };
  }
  if (order.status === 'cancelled') {
    return purchaseRefused(services, shopper, order.cart_id, { success: false, paymentErrorMessage: checkoutTexts[shopper.culture].paymentExpired });
  }

  if (order.cart_id && !(await claimCart(db, order.cart_id))) throw purchaseInProgress();
  let result: PaymentResult;
  try {
    result = paymentResultOf(await services.cardPayments.submitDetails(pspReference, details), shopper.culture);
  } catch (error) {
    if (order.cart_id) await releaseCart(db, order.cart_id);
    if (error instanceof ResponseError && error.status < 500) throw error;
    services.logger.error({ pspReference, err: (error as Error).message }, 'payment details could not be submitted');
    result = { kind: 'refused', pspReference, message: checkoutTexts[shopper.culture].paymentFailed, reason: 'paymentFailed' };
  }
  return finishPurchase(services, shopper, { id: order.id, orderNumber: order.order_number, cartId: order.cart_id }, result);
}
