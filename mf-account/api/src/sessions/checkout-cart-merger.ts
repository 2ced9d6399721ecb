import { httpHeaders } from '@storefront/platform';
import { serviceIdentity, signIdentity, serviceCallHeaders } from '@storefront/platform/server';
import type { Logger } from 'pino';
import type { CartMerger } from './cart-merger';

export interface CheckoutCartMergerOptions {
  /** Team Checkout's server, e.g. http://127.0.0.1:8102. */
  baseUrl: string;
  identitySecret: string;
  timeoutMs: number;
  logger: Logger;
  now?: () => number;
}

/**
 * Asks team Checkout to merge the visitor's cart into the member's (POST /internal/carts/merge), as the account
 * service (a service identity) on behalf of the member: both the new userId and the visitorId the shopper browsed with.
 * A failure or a slow answer is logged and left at that: the login has happened; the visitor's cart stays where it was.
 */
export function createCheckoutCartMerger({ baseUrl, identitySecret, timeoutMs, logger, now = Date.now }: CheckoutCartMergerOptions): CartMerger {
  return {
    async merge({ userId, visitorId, market, culture, isStoreDevice }) {
      if (!userId || !visitorId) return;
      const identity = signIdentity(serviceIdentity('account', { userId, visitorId, market, culture, isStoreDevice }, now()), identitySecret);
      try {
        const response = await fetch(`${baseUrl}/internal/carts/merge`, {
          method: 'POST',
          headers: { ...serviceCallHeaders, [httpHeaders.identity]: identity, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await response.json().catch(() => null)) as { merged?: boolean; reason?: string } | null;
        if (!response.ok) {
          logger.warn({ status: response.status, userId }, 'cart merge refused by team Checkout');
          return;
        }
        logger.debug({ userId, merged: body?.merged, reason: body?.reason }, 'cart merged at login');
      } catch (error) {
        logger.warn({ userId, err: (error as Error).message }, 'cart merge: team Checkout did not answer');
      }
    },
  };
}
