import type { Culture, MemberOrder } from '@storefront/platform';
import { callTeam, ResponseError, serviceIdentity, signIdentity } from '@storefront/platform/server';
import type { Logger } from 'pino';
import type { OrderSource } from './order-source';

export interface CheckoutOrderSourceOptions {
  baseUrl: string;
  identitySecret: string;
  timeoutMs?: number;
  logger: Logger;
  now?: () => number;
}

export const orderNumberPattern = /^(SE|NO|FI|DK|PL|AT|DE|NL)\d{8}$/;

const ordersUnavailable = () => new ResponseError(503, 'orders_unavailable', 'Your orders cannot be shown right now. Please try again in a moment.');

/**
 * The member's orders from team Checkout over HTTP, asked as the account service. Checkout answers only for the
 * member the signed identity names, so the identity carries the member as its user: a mix-up here can never show
 * someone else's orders.
 */
export function createCheckoutOrderSource(options: CheckoutOrderSourceOptions): OrderSource {
  const { baseUrl, identitySecret, timeoutMs = 2_000, logger, now = Date.now } = options;

  async function ask<T>(userId: string, path: string, culture: Culture | undefined): Promise<T | null> {
    const identity = signIdentity(serviceIdentity('account', { userId, ...(culture ? { culture } : {}) }, now()), identitySecret);
    const answer = await callTeam({ url: `${baseUrl}/internal/members/${encodeURIComponent(userId)}/orders${path}`, identity, timeoutMs });
    if (answer.kind === 'answered') return answer.body as T;
    if (answer.kind === 'refused' && answer.status === 404) return null;
    if (answer.kind === 'refused') logger.warn({ status: answer.status }, 'Checkout refused member orders');
    else logger.warn({ err: answer.reason }, 'Checkout did not answer for member orders');
    throw ordersUnavailable();
  }

  return {
    async list(userId, culture) {
      const orders = await ask<MemberOrder[]>(userId, '', culture);
      if (!Array.isArray(orders)) throw ordersUnavailable();
      return orders;
    },
    async get(userId, orderNumber, culture) {
      if (!orderNumberPattern.test(orderNumber)) return null;
      return ask<MemberOrder>(userId, `/${orderNumber}`, culture);
    },
  };
}
