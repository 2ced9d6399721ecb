import type { AuthorizeOutcome } from '../card-payment-provider';
import { testChallengeCode } from './test-cards';
import type { TestProviderPayment } from './test-provider-payments';

export const challengePrompt = `Enter the code your bank sent you (test code: ${testChallengeCode}).`;

/** The hosted bank page of a payment waiting for the shopper's answer. */
export const bankPageUrl = (basePath: string, pspReference: string) => `${basePath}/redirect/${encodeURIComponent(pspReference)}`;

/** What a payment as it stands means to checkout; a voided payment answers as refused. */
export function outcomeOf(payment: TestProviderPayment, basePath: string): AuthorizeOutcome {
  const { pspReference } = payment;
  switch (payment.status) {
    case 'authorized':
      return { kind: 'authorized', pspReference, description: `•••• ${payment.cardLast4 ?? '????'}` };
    case 'refused':
      return { kind: 'refused', pspReference, refusalCode: payment.refusalCode ?? 'declined' };
    case 'cancelled':
      return { kind: 'refused', pspReference, refusalCode: 'declined' };
    case 'pending':
      return payment.action === 'challenge'
        ? { kind: 'challenge', pspReference, prompt: challengePrompt }
        : { kind: 'redirect', pspReference, url: bankPageUrl(basePath, pspReference) };
  }
}

/** A path on this site ('/checkout/await') or an http(s) URL: nowhere else can the bank page send a browser. */
export const isReturnUrl = (url: string) => /^\/(?![/\\])/.test(url) || /^https?:\/\/[^/\\]/.test(url);

/** The return URL with the payment's reference and the bank's answer appended, as the browser is sent back to it. */
export function returnTargetOf(payment: Pick<TestProviderPayment, 'returnUrl' | 'pspReference'>, redirectResult: string): string {
  const relative = payment.returnUrl.startsWith('/');
  const url = new URL(payment.returnUrl, 'http://relative.invalid');
  url.searchParams.set('pspReference', payment.pspReference);
  url.searchParams.set('redirectResult', redirectResult);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
