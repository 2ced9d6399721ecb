import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';
import { ResponseError, type Database } from '@storefront/platform/server';
import type { AuthorizeRequest, CardPaymentProvider, RefusalCode } from '../card-payment-provider';
import { findCardToken, hasExpired, type CardToken } from './card-tokens';
import { isReturnUrl, outcomeOf } from './payment-outcome';
import { slowCardAuthorizationMs, testChallengeCode } from './test-cards';
import { cancelPayment, findPayment, finishPayment, insertPayment, type NewPayment, type TestProviderPayment } from './test-provider-payments';
import { testProviderRouter } from './test-provider-router';

export const testProviderBasePath = '/payment-provider/test';

export interface TestPaymentProviderOptions {
  db: Database;
  /** The provider's clock, for card expiry; fixed in tests. */
  now?: () => Date;
  /** Where `router` is mounted: the URLs the provider hands out start with it. */
  basePath?: string;
  /** How long a 'slow' card takes (20 s). */
  slowCardMs?: number;
}

/** The built-in test payment provider: the checkout interface, plus its own endpoints and hosted bank page. */
export interface TestPaymentProvider extends CardPaymentProvider {
  readonly id: 'test';
  /** `POST /tokens`, the hosted page `GET /redirect/:pspReference` and its answers; mount it at `basePath`. */
  readonly router: Router;
}

type FinalState = { status: 'authorized'; refusalCode: null } | { status: 'refused'; refusalCode: RefusalCode };

const authorized: FinalState = { status: 'authorized', refusalCode: null };
const refused = (refusalCode: RefusalCode): FinalState => ({ status: 'refused', refusalCode });

const pspAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const newPspReference = () => [...randomBytes(16)].map((byte) => pspAlphabet[byte % pspAlphabet.length]).join('');

/** Where a new payment starts, from the card behind the token. */
function firstStateOf(card: CardToken | null, now: Date): Pick<NewPayment, 'status' | 'action' | 'refusalCode'> {
  const final = (state: FinalState) => ({ ...state, action: null });
  if (!card) return final(refused('unknownToken'));
  if (hasExpired(card, now)) return final(refused('expiredCard'));
  switch (card.behaviour) {
    case 'authorize':
    case 'slow':
      return final(authorized);
    case 'decline':
      return final(refused('declined'));
    case 'insufficientFunds':
      return final(refused('insufficientFunds'));
    case 'challenge':
    case 'redirect':
      return { status: 'pending', action: card.behaviour, refusalCode: null };
  }
}

function checkRequest(request: AuthorizeRequest): void {
  const { orderNumber, amount, returnUrl, shopperReference } = request;
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0) throw new Error(`A payment is a positive whole number of minor units, not ${amount.amount}`);
  if (orderNumber.length < 1 || orderNumber.length > 100) throw new Error('An order number has 1 to 100 characters');
  if (shopperReference.length < 1 || shopperReference.length > 200) throw new Error('A shopper reference has 1 to 200 characters');
  if (returnUrl.length > 2000 || !isReturnUrl(returnUrl)) throw new Error(`Not a return URL: ${returnUrl}`);
}

const sameSecret = (given: string, stored: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

function detail(details: Record<string, string>, name: string): string {
  const value: unknown = details?.[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new ResponseError(400, 'bad_payment_details', `The payment details need a ${name}.`);
  }
  return value;
}

/** How a pending payment ends, given the challenge code or the redirect result the browser brought back. */
function finalStateOf(payment: TestProviderPayment, details: Record<string, string>): FinalState {
  if (payment.action === 'challenge') {
    return detail(details, 'challengeCode') === testChallengeCode ? authorized : refused('challengeFailed');
  }
  const redirectResult = detail(details, 'redirectResult');
  // No answer from the bank page yet, or not the one it gave: forged, so refused.
  if (payment.redirectResult === null || !sameSecret(redirectResult, payment.redirectResult)) return refused('declined');
  return payment.bankDecision === 'approved' ? authorized : refused('declined');
}

/** The test provider on the team's database; its tables are its own (`test_provider_*`). */
export function createTestPaymentProvider(options: TestPaymentProviderOptions): TestPaymentProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const basePath = options.basePath ?? testProviderBasePath;
  return {
    id: 'test',
    router: testProviderRouter({ db, now, basePath }),

    async authorize(request) {
      checkRequest(request);
      const token = String(request.card.token ?? '').slice(0, 200);
      const card = await findCardToken(db, token);
      if (card?.behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowCardMs ?? slowCardAuthorizationMs));
      const payment = await insertPayment(db, {
        pspReference: newPspReference(),
        orderNumber: request.orderNumber,
        token,
        cardLast4: card?.last4 ?? null,
        amount: request.amount,
        returnUrl: request.returnUrl,
        shopperReference: request.shopperReference,
        ...firstStateOf(card, now()),
      });
      if (payment.amount.amount !== request.amount.amount || payment.amount.currency !== request.amount.currency) {
        throw new Error(`Order ${request.orderNumber} was already authorized for another amount`);
      }
      return outcomeOf(payment, basePath);
    },

    submitDetails(pspReference, details) {
      return db.transaction(async (tx) => {
        const payment = await findPayment(tx, pspReference, true);
        if (!payment) throw new ResponseError(404, 'payment_not_found', 'No such payment.');
        if (payment.status !== 'pending') return outcomeOf(payment, basePath);
        const final = finalStateOf(payment, details);
        await finishPayment(tx, pspReference, final.status, final.refusalCode);
        return outcomeOf({ ...payment, ...final }, basePath);
      });
    },

    async cancel(pspReference) {
      await cancelPayment(db, pspReference);
    },
  };
}
