import type { HttpClient } from '@storefront/platform';
import type { CheckoutPageViewModel } from '../../../contract/checkout';
import type { ClientPaymentAction, CompletePurchaseResponse } from '../../../contract/payment';
import { serverMessageOf } from '../checkout-store/server-message';
import type { PaymentPostData } from './payment-form';
import { postPaymentDetails } from './post-payment-details';

export type PurchaseResult =
  /** The order is placed; the shopper is on the way to its confirmation. */
  | { kind: 'confirmed'; url: string }
  /** The shopper is on the way to the payment provider, and comes back to /checkout/await. */
  | { kind: 'redirected'; url: string };

/** A purchase that did not go through; `shopperMessage` is the server's text for the shopper, when it sent one. */
export class PurchaseFailedError extends Error {
  override readonly name = 'PurchaseFailedError';

  constructor(
    readonly shopperMessage?: string,
    /** The checkout page the server answered with (validation or payment error). */
    readonly page?: CheckoutPageViewModel,
    options?: { cause?: unknown },
  ) {
    super(shopperMessage ?? 'Complete purchase failed', options);
  }
}

/** What finishing a purchase may do in the page; the store and the await page each bring their own. */
export interface PaymentSteps {
  http: Pick<HttpClient, 'post'>;
  /** Runs the payment action: shows the challenge and resolves with the code the shopper typed. */
  askChallengeCode(action: ClientPaymentAction): Promise<string>;
  /** The server answered with new page data: it replaces the checkout page's. */
  receivePage(page: CheckoutPageViewModel): void;
  submitForm(postData: PaymentPostData, encoding?: string): void;
  assignLocation(url: string): void;
  /** Goes to the order confirmation. */
  navigate(url: string): void;
}

const pageMessageOf = (page: CheckoutPageViewModel) =>
  page.validationResult?.paymentErrorMessage ?? page.validationResult?.errorMessage ?? undefined;

async function runPaymentAction(action: ClientPaymentAction, steps: PaymentSteps): Promise<PurchaseResult> {
  const challengeCode = await steps.askChallengeCode(action);
  let next: CompletePurchaseResponse;
  try {
    next = await postPaymentDetails(steps.http, { pspReference: action.pspReference, details: { challengeCode } });
  } catch (error) {
    throw new PurchaseFailedError(serverMessageOf(error), undefined, { cause: error });
  }
  return finishPurchase(next, steps);
}

/**
 * The outcomes of complete-purchase (and of adyen-details, which answers the same way): run the payment
 * action; new page data fails and shows its error; a payment redirect posts a form when there is post data, else
 * assigns the location; an order confirmation redirect succeeds; anything else fails.
 */
export async function finishPurchase(response: CompletePurchaseResponse | null, steps: PaymentSteps): Promise<PurchaseResult> {
  const answer = response ?? {};
  if (answer.initialPaymentResultAction === 'needsClientProcessing') {
    if (!answer.paymentAction) throw new PurchaseFailedError();
    return runPaymentAction(answer.paymentAction, steps);
  }
  if (answer.newPageData) {
    steps.receivePage(answer.newPageData);
    throw new PurchaseFailedError(pageMessageOf(answer.newPageData), answer.newPageData);
  }
  if (answer.paymentPostData) {
    const postData = { ...answer.paymentPostData, action: answer.paymentPostData.action || answer.paymentRedirectUrl || '' };
    steps.submitForm(postData, answer.formEncoding);
    return { kind: 'redirected', url: postData.action };
  }
  if (answer.paymentRedirectUrl) {
    steps.assignLocation(answer.paymentRedirectUrl);
    return { kind: 'redirected', url: answer.paymentRedirectUrl };
  }
  if (answer.orderConfirmationRedirectUrl) {
    steps.navigate(answer.orderConfirmationRedirectUrl);
    return { kind: 'confirmed', url: answer.orderConfirmationRedirectUrl };
  }
  throw new PurchaseFailedError();
}
