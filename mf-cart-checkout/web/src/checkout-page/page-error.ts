import type { Translate } from '@storefront/platform';
import type { CheckoutStoreState } from '../checkout-store/checkout-store';

export interface PageError {
  message: string;
  /** Changes that did not reach the server can be sent again. */
  canRetry: boolean;
}

const hasFieldErrors = (state: CheckoutStoreState) => Object.keys(state.validationResult?.fieldErrors ?? {}).length > 0;

/**
 * The one message for the whole checkout: a failed purchase (the server's text, else why), an update that
 * failed for good, or the server's page-level problem (out of stock, payment refused earlier).
 */
export function pageErrorOf(state: CheckoutStoreState, t: Translate): PageError | null {
  const { purchase, updateFailure, validationResult } = state;
  if (purchase.failure) {
    const fallback = hasFieldErrors(state) ? t('/Checkout/Errors/CheckFields') : t('/Checkout/Errors/PurchaseFailed');
    return { message: purchase.failure.message ?? fallback, canRetry: false };
  }
  if (updateFailure) {
    const fallback = updateFailure.willSendAgain ? t('/Checkout/Errors/UpdateFailed') : t('/Checkout/Errors/UpdateRefused');
    return { message: updateFailure.message ?? fallback, canRetry: updateFailure.willSendAgain };
  }
  const serverMessage = validationResult?.errorMessage ?? validationResult?.paymentErrorMessage;
  return serverMessage ? { message: serverMessage, canRetry: false } : null;
}
