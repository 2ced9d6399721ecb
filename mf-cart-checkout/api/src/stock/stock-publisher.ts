import { startPeriodicPublisher, type Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';
import type { StockLevel, StockLevelsSink } from './catalog-stock-levels-client';

export const publishBatchSize = 500;
export const publishIntervalMs = 1_000;

/**
 * Sends the catalog up to 500 online stock counts it has not had yet (rows whose version is past the published one)
 * and, once it took them, records their versions as published. The counts are absolute and versioned, so a resend
 * (after a lost answer, or from a second checkout server) changes nothing, and a count changed while it was on its
 * way stays unpublished for the next round. Returns how many rows it sent; rejects, publishing nothing, when the
 * catalog did not take them.
 */
export async function publishStock(db: Queryable, catalogClient: StockLevelsSink): Promise<number> {
  const rows = await db.query<{ code: string; available: number; version: string }>(
    'SELECT code, available, version::text AS version FROM online_stock WHERE version > published_version ORDER BY code LIMIT $1',
    [publishBatchSize],
  );
  if (rows.length === 0) return 0;
  const levels: StockLevel[] = rows.map((row) => ({ code: row.code, available: row.available, version: Number(row.version) }));
  await catalogClient.publish(levels);
  // A row a purchase holds now is skipped, never waited for: the publisher then never joins a deadlock with
  // purchases taking stock, and that row, changed anyway, goes next round.
  await db.query(
    `UPDATE online_stock s SET published_version = GREATEST(s.published_version, sent.version)
     FROM unnest($1::text[], $2::bigint[]) AS sent (code, version)
     WHERE s.code = sent.code
       AND s.code IN (SELECT code FROM online_stock WHERE code = ANY($1::text[]) FOR UPDATE SKIP LOCKED)`,
    [levels.map((level) => level.code), levels.map((level) => level.version)],
  );
  return levels.length;
}

export interface StockPublisherOptions {
  db: Queryable;
  catalogClient: StockLevelsSink;
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}

export interface StockPublisher {
  /** Publishes now rather than at the next tick (stock was just taken or given back); never throws. */
  nudge(): void;
  /** Stops the timer and waits for a publication under way. */
  stop(): Promise<void>;
}

/**
 * Publishes on start and then every second, and when nudged; the timer never keeps the process alive. A failed or
 * slow catalog only leaves the rows for the next round, with a warning.
 */
export function startStockPublisher(options: StockPublisherOptions): StockPublisher {
  const { db, catalogClient, logger, intervalMs = publishIntervalMs, now } = options;
  return startPeriodicPublisher({
    publishBatch: () => publishStock(db, catalogClient),
    batchSize: publishBatchSize,
    intervalMs,
    logger,
    failedMessage: 'stock levels not published; retrying',
    recoveredMessage: 'the catalog takes stock levels again',
    now,
  });
}
