import { httpHeaders, type Culture, type MemberOrder } from '@storefront/platform';
import { ResponseError, serviceIdentity, signIdentity, serviceCallHeaders } from '@storefront/platform/server';
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
    let response: Response;
    let body: unknown;
    try {
      // The timeout covers the body too: a Checkout that answers slowly is as good as one that does not answer.
      response = await fetch(`${baseUrl}/internal/members/${encodeURIComponent(userId)}/orders${path}`, {
        headers: { ...serviceCallHeaders, [httpHeaders.identity]: identity, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = response.status === 404 ? null : await response.json();
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'Checkout did not answer for member orders');
      throw ordersUnavailable();
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      logger.warn({ status: response.status }, 'Checkout refused member orders');
      throw ordersUnavailable();
    }
    return body as T;
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
