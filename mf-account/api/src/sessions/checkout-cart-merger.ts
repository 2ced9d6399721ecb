import { callTeam, serviceIdentity, signIdentity } from '@storefront/platform/server';
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
      const answer = await callTeam({ url: `${baseUrl}/internal/carts/merge`, identity, method: 'POST', timeoutMs });
      if (answer.kind === 'refused') return logger.warn({ status: answer.status, userId }, 'cart merge refused by team Checkout');
      if (answer.kind === 'failed') return logger.warn({ userId, err: answer.reason }, 'cart merge: team Checkout did not answer');
      const body = answer.body as { merged?: boolean; reason?: string } | null;
      logger.debug({ userId, merged: body?.merged, reason: body?.reason }, 'cart merged at login');
    },
  };
}
