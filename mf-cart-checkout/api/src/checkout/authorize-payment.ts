import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutState } from '../../../contract/checkout';
import type { Shopper } from '../cart/shopper';
import type { AuthorizeOutcome } from '../payment/card-payment-provider';
import { refusalMessage } from '../payment/payment-texts';
import { ownerKeyOf } from '../promotions/owner-key';
import type { CheckoutServices } from './checkout-services';
import { checkoutTexts } from './checkout-texts';
import { identificationNumberOf } from './form-validation';

/** Where the payment provider sends the browser back to after its hosted page (the await page). */
export const paymentReturnUrl = '/checkout/await';

/** How a payment stands after the provider (or the invoice company) has answered. */
export type PaymentResult =
  | { kind: 'authorized'; pspReference: string | null; description: string }
  | { kind: 'refused'; pspReference: string | null; message: string; reason: 'paymentRefused' | 'paymentFailed' }
  | { kind: 'challenge'; pspReference: string; prompt: string }
  | { kind: 'redirect'; pspReference: string; url: string; postData?: Record<string, string> };

/** A card provider's answer as checkout handles it, refusals worded for the shopper. */
export function paymentResultOf(outcome: AuthorizeOutcome, culture: Shopper['culture']): PaymentResult {
  switch (outcome.kind) {
    case 'authorized':
      return { kind: 'authorized', pspReference: outcome.pspReference, description: outcome.description };
    case 'refused':
      return { kind: 'refused', pspReference: outcome.pspReference, message: refusalMessage(outcome.refusalCode, culture), reason: 'paymentRefused' };
    case 'challenge':
      return { kind: 'challenge', pspReference: outcome.pspReference, prompt: outcome.prompt };
    case 'redirect':
      return { kind: 'redirect', pspReference: outcome.pspReference, url: outcome.url, ...(outcome.postData ? { postData: outcome.postData } : {}) };
  }
}

/**
 * Step 4 of a purchase, outside any transaction: what gift cards do not cover is authorized by card or decided by
 * the invoice company. A provider that fails counts as a refusal: the order is then given up, nothing charged.
 */
export async function authorizePayment(
  services: CheckoutServices,
  shopper: Shopper,
  order: { orderNumber: string },
  form: CheckoutForm,
  state: CheckoutState,
): Promise<PaymentResult> {
  const texts = checkoutTexts[shopper.culture];
  const amount = state.summary.toPay;
  if (amount.amount === 0) return { kind: 'authorized', pspReference: null, description: '' };
  try {
    if (form.selectedPaymentMethodId === 'invoice') {
      const decision = await services.invoiceDecision({ identificationNumber: identificationNumberOf(form), market: shopper.market, amount, culture: shopper.culture });
      return decision.approved
        ? { kind: 'authorized', pspReference: null, description: texts.paymentMethods.invoice.name }
        : { kind: 'refused', pspReference: null, message: decision.reason, reason: 'paymentRefused' };
    }
    const outcome = await services.cardPayments.authorize({
      orderNumber: order.orderNumber,
      amount,
      card: { token: form.payment.card!.token },
      returnUrl: paymentReturnUrl,
      shopperReference: ownerKeyOf(shopper.owner),
    });
    return paymentResultOf(outcome, shopper.culture);
  } catch (error) {
    services.logger.error({ orderNumber: order.orderNumber, err: (error as Error).message }, 'payment could not be authorized');
    return { kind: 'refused', pspReference: null, message: texts.paymentFailed, reason: 'paymentFailed' };
  }
}
