import { httpHeaders } from '@storefront/platform';
import { serviceIdentity, signIdentity, serviceCallHeaders } from '@storefront/platform/server';
import type { OrderEvent } from './order-events';

/** Where order events go: team Account (order confirmation mails, 'order shipped' notifications). */
export interface OrderEventsSink {
  /** Resolves once Account has taken the event (2xx); rejects when it did not answer 2xx in time. */
  publish(event: OrderEvent): Promise<void>;
}

export interface AccountOrderEventsClientOptions {
  baseUrl: string;
  identitySecret: string;
  timeoutMs?: number;
  now?: () => number;
}

export class OrderEventPublicationFailed extends Error {
  override name = 'OrderEventPublicationFailed';
}

/**
 * Posts one event to Account's internal endpoint (POST /internal/order-events, the event as the body) as checkout's
 * service (nobody is shopping behind it), with a timeout.
 */
export function createAccountOrderEventsClient(options: AccountOrderEventsClientOptions): OrderEventsSink {
  const { baseUrl, identitySecret, timeoutMs = 2_000, now = Date.now } = options;
  return {
    async publish(event) {
      let response: Response;
      try {
        // The timeout covers the body too: an Account that answers slowly is as good as one that does not answer.
        const signal = AbortSignal.timeout(timeoutMs);
        response = await fetch(`${baseUrl}/internal/order-events`, {
          method: 'POST',
          headers: {
            ...serviceCallHeaders,
            [httpHeaders.identity]: signIdentity(serviceIdentity('cart-checkout', {}, now()), identitySecret),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(event),
          signal,
        });
        await response.arrayBuffer();
      } catch (error) {
        throw new OrderEventPublicationFailed(`Account did not answer: ${(error as Error).message}`);
      }
      if (!response.ok) throw new OrderEventPublicationFailed(`Account answered ${response.status}`);
    },
  };
}
