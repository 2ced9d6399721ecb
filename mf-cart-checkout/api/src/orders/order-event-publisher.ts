import { startPeriodicPublisher, type Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';
import type { OrderEventsSink } from './account-order-events-client';
import type { OrderEvent } from './order-events';

export const publishBatchSize = 100;
export const publishIntervalMs = 1_000;

/**
 * Sends Account the order events it has not had yet, one by one in the order they were written, marking each
 * published once Account took it. The first one refused stops the round (rejects): it and everything after it stay
 * for the next round, so events are never lost and never overtake each other. Account ignores an eventId it has
 * already taken, so a resend (after a lost answer, or from a second checkout server) is harmless. Returns how many
 * it sent.
 */
export async function publishOrderEvents(db: Queryable, sink: OrderEventsSink): Promise<number> {
  const rows = await db.query<{ id: string; payload: OrderEvent | string }>(
    'SELECT id, payload FROM order_events WHERE published_at IS NULL ORDER BY position LIMIT $1',
    [publishBatchSize],
  );
  let sent = 0;
  for (const row of rows) {
    await sink.publish(typeof row.payload === 'string' ? (JSON.parse(row.payload) as OrderEvent) : row.payload);
    await db.query('UPDATE order_events SET published_at = now() WHERE id = $1 AND published_at IS NULL', [row.id]);
    sent += 1;
  }
  return sent;
}

export interface OrderEventPublisherOptions {
  db: Queryable;
  sink: OrderEventsSink;
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}

export interface OrderEventPublisher {
  /** Publishes now rather than at the next tick (an order just changed); never throws. */
  nudge(): void;
  /** Stops the timer and waits for a publication under way. */
  stop(): Promise<void>;
}

/**
 * Publishes on start and then every second, and when nudged; the timer never keeps the process alive. A failing or
 * slow Account only leaves the events for the next round, with a warning.
 */
export function startOrderEventPublisher(options: OrderEventPublisherOptions): OrderEventPublisher {
  const { db, sink, logger, intervalMs = publishIntervalMs, now } = options;
  return startPeriodicPublisher({
    publishBatch: () => publishOrderEvents(db, sink),
    batchSize: publishBatchSize,
    intervalMs,
    logger,
    failedMessage: 'order events not published; retrying',
    recoveredMessage: 'Account takes order events again',
    now,
  });
}
