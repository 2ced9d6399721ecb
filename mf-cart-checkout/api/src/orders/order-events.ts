import { randomUUID } from 'node:crypto';
import type { Culture, MarketCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';

export type OrderEventKind = 'placed' | 'shipped' | 'delivered' | 'cancelled';

/** What team Account hears of an order (POST /internal/order-events), idempotent by `eventId`. */
export interface OrderEvent {
  eventId: string;
  kind: OrderEventKind;
  orderNumber: string;
  /** The member who placed it; null for a visitor's order. */
  memberId: string | null;
  email: string;
  culture: Culture;
  market: MarketCode;
  /** When it happened (ISO 8601). */
  at: string;
}

/**
 * Writes the event of a change to an order, in the transaction of that change: the event exists exactly when the
 * change does. The publisher sends it later (order-event-publisher.ts).
 */
export async function writeOrderEvent(tx: Queryable, orderId: string, kind: OrderEventKind): Promise<void> {
  const eventId = randomUUID();
  // Built in SQL from the order row as the transaction sees it, so the payload matches the change just made.
  const written = await tx.query(
    `INSERT INTO order_events (id, order_id, kind, payload)
     SELECT $1::uuid, id, $3::text, jsonb_build_object(
       'eventId', $1::uuid::text, 'kind', $3::text, 'orderNumber', order_number,
       'memberId', CASE WHEN owner_kind = 'member' THEN owner_id END,
       'email', email, 'culture', culture, 'market', market,
       'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     FROM orders WHERE id = $2::uuid
     RETURNING id`,
    [eventId, orderId, kind],
  );
  if (written.length === 0) throw new Error(`no order ${orderId} to write a '${kind}' event for`);
}
