import { postAsService } from '@storefront/platform/server';
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
    publish: (event) =>
      postAsService({
        caller: 'cart-checkout',
        receiver: 'Account',
        url: `${baseUrl}/internal/order-events`,
        json: event,
        identitySecret,
        timeoutMs,
        now,
        failure: (message) => new OrderEventPublicationFailed(message),
      }),
  };
}
