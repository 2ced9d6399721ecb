import type { PageBase } from '@storefront/platform';
import { z } from 'zod';
import type { CheckoutPageViewModel } from './checkout';

/*
 * Completing a purchase and finishing its payment (a challenge step or a redirect to the provider and back). The
 * request is written once, as the zod schema the server checks it with; web/ takes only its type.
 */

/** What the browser must do to finish a payment (the test provider's challenge step, like 3-D Secure). */
export interface ClientPaymentAction {
  type: 'challenge';
  pspReference: string;
  /** Shown above the code input, e.g. 'Enter the code your bank sent you'. */
  prompt: string;
}

/** Answer of `POST /checkout/completePurchase`; exactly one outcome is set. */
export interface CompletePurchaseResponse {
  initialPaymentResultAction?: 'needsClientProcessing';
  paymentAction?: ClientPaymentAction;
  /** With `paymentRedirectUrl`: post these fields to it as a form. */
  paymentPostData?: { action: string; fields: Record<string, string> };
  paymentRedirectUrl?: string;
  formEncoding?: 'application/x-www-form-urlencoded';
  orderConfirmationRedirectUrl?: string;
  newPageData?: CheckoutPageViewModel;
}

/** Body of `POST /api/my/carts/current/adyen-details`: the result of a challenge or a redirect. */
export const paymentDetailsRequest = z.object({
  pspReference: z.string().min(1).max(100),
  details: z.record(z.string().max(40), z.string().max(2_000)).refine((details) => Object.keys(details).length <= 10, 'At most 10 details.'),
});

export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequest>;

/** The redirect-return page (`/checkout/await?pspReference=…`): it finishes the payment and moves on. */
export interface AdyenAwaitViewModel extends PageBase {
  componentName: 'AdyenAwaitViewModel';
  pspReference: string;
  /** What the provider appended to the return URL, posted back with adyen-details. */
  details: Record<string, string>;
}
