import type { CheckoutValidationResult } from '../../../contract/checkout';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import type { Shopper } from '../cart/shopper';
import { cancelOrder } from '../orders/cancel-order';
import { writeOrderEvent } from '../orders/order-events';
import { voidAuthorizations } from '../orders/void-authorizations';
import type { PaymentResult } from './authorize-payment';
import { saveLastValidation } from './checkout-form-repository';
import type { CheckoutServices } from './checkout-services';
import { checkoutTexts } from './checkout-texts';
import { currentCheckoutPage } from './load-checkout';

export interface OrderAwaitingPayment {
  id: string;
  orderNumber: string;
  /** Null once the cart is gone. */
  cartId: string | null;
}

export const orderConfirmationUrl = (orderNumber: string) => `/orderconfirmation/${encodeURIComponent(orderNumber)}`;

/** The checkout page again, with why the purchase did not go through; kept as the cart's last validation result. */
export async function purchaseRefused(
  services: CheckoutServices,
  shopper: Shopper,
  cartId: string | null,
  validationResult: CheckoutValidationResult,
): Promise<CompletePurchaseResponse> {
  if (cartId) await saveLastValidation(services.db, cartId, validationResult);
  return { newPageData: await currentCheckoutPage(services, shopper, validationResult) };
}

/** Authorized: the order is placed and its cart is gone, in one transaction; false when it was cancelled meanwhile. */
function placeOrderPaid(services: CheckoutServices, order: OrderAwaitingPayment, result: Extract<PaymentResult, { kind: 'authorized' }>) {
  return services.db.transaction(async (tx) => {
    const placed = await tx.query("UPDATE orders SET status = 'placed', placed_at = now() WHERE id = $1 AND status = 'awaitingPayment' RETURNING id", [order.id]);
    if (placed.length === 0) return false;
    await writeOrderEvent(tx, order.id, 'placed');
    await tx.query(
      `UPDATE order_payments SET status = 'authorized',
         psp_reference = COALESCE($2, psp_reference),
         description = CASE WHEN method = 'card' THEN $3 ELSE description END
       WHERE order_id = $1`,
      [order.id, result.pspReference, result.description],
    );
    if (order.cartId) await tx.query('DELETE FROM carts WHERE id = $1', [order.cartId]);
    return true;
  });
}

/**
 * Step 5 of a purchase (and the end of a challenge or redirect): authorized → placed, cart deleted; refused →
 * cancelled with everything given back and the claim released; challenge or redirect → the provider's reference kept
 * with the card payment and the claim released, so the shopper may also start over (which replaces this order).
 */
export async function finishPurchase(
  services: CheckoutServices,
  shopper: Shopper,
  order: OrderAwaitingPayment,
  result: PaymentResult,
): Promise<CompletePurchaseResponse> {
  const { db } = services;
  const texts = checkoutTexts[shopper.culture];
  switch (result.kind) {
    case 'authorized': {
      if (await placeOrderPaid(services, order, result)) {
        services.orderEventsWritten?.();
        return { orderConfirmationRedirectUrl: orderConfirmationUrl(order.orderNumber) };
      }
      // Given up meanwhile (too old, or replaced by a newer attempt): nothing may be charged for it.
      if (result.pspReference) await voidAuthorizations(services, [result.pspReference]);
      return purchaseRefused(services, shopper, order.cartId, { success: false, paymentErrorMessage: texts.paymentExpired });
    }
    case 'refused': {
      const cancelled = await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE order_payments SET status = 'refused', psp_reference = COALESCE($2, psp_reference)
           WHERE order_id = $1 AND method IN ('card', 'invoice') AND status = 'pending'`,
          [order.id, result.pspReference],
        );
        return cancelOrder(tx, services, order.id, result.reason, true);
      });
      if (cancelled.cancelled) {
        services.stockChanged?.();
        services.orderEventsWritten?.();
      }
      await voidAuthorizations(services, cancelled.pspReferencesToVoid);
      return purchaseRefused(services, shopper, order.cartId, { success: false, paymentErrorMessage: result.message });
    }
    case 'challenge':
    case 'redirect': {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE order_payments SET psp_reference = $2 WHERE order_id = $1 AND method = 'card'", [order.id, result.pspReference]);
        if (order.cartId) await tx.query('UPDATE carts SET purchase_claimed_until = NULL WHERE id = $1', [order.cartId]);
      });
      if (result.kind === 'challenge') {
        return { initialPaymentResultAction: 'needsClientProcessing', paymentAction: { type: 'challenge', pspReference: result.pspReference, prompt: result.prompt } };
      }
      return {
        paymentRedirectUrl: result.url,
        ...(result.postData ? { paymentPostData: { action: result.url, fields: result.postData }, formEncoding: 'application/x-www-form-urlencoded' as const } : {}),
      };
    }
  }
}
