import type { Money } from '@storefront/platform';
import type { CardPaymentDetails } from '../../../contract/checkout-form';

export interface AuthorizeRequest {
  orderNumber: string;
  amount: Money;
  card: CardPaymentDetails;
  /** Where the provider's hosted page sends the browser back to, with `pspReference` and `redirectResult`. */
  returnUrl: string;
  shopperReference: string;
}

export type RefusalCode = 'declined' | 'insufficientFunds' | 'challengeFailed' | 'expiredCard' | 'unknownToken';

export type AuthorizeOutcome =
  | { kind: 'authorized'; pspReference: string; description: string } // description: '•••• 1111'
  | { kind: 'refused'; pspReference: string; refusalCode: RefusalCode }
  | { kind: 'challenge'; pspReference: string; prompt: string }
  | { kind: 'redirect'; pspReference: string; url: string; postData?: Record<string, string> };

/** A card payment provider as checkout sees it; the built-in test provider is one, a real one would be another. */
export interface CardPaymentProvider {
  readonly id: string;
  /** Idempotent per order number: the same order gets the same payment and outcome. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome>;
  /** The result of a challenge ({ challengeCode }) or of a redirect ({ redirectResult }): authorized or refused only. */
  submitDetails(pspReference: string, details: Record<string, string>): Promise<AuthorizeOutcome>;
  /** Voids an authorization (order cancelled); safe to call twice. */
  cancel(pspReference: string): Promise<void>;
}
