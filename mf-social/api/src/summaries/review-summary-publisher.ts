import { postAsService, startPeriodicPublisher, type Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';

export const publishBatchSize = 500;
export const publishIntervalMs = 2_000;

/** A product's review count and average in tenths of a star, with the version of that count. */
export interface ReviewSummaryUpdate {
  code: string;
  ratingTenths: number | null;
  reviewCount: number;
  version: number;
}

/** Where the summaries go: the catalog, which shows them and ranks by them. */
export interface ReviewSummarySink {
  /** Resolves once the catalog has taken them (it keeps a product's newest version); rejects otherwise. */
  publish(summaries: readonly ReviewSummaryUpdate[]): Promise<void>;
}

export class SummaryPublicationFailed extends Error {
  override name = 'SummaryPublicationFailed';
}

/** POST /internal/review-summaries `{ summaries }` on the catalog, as team Social's service, with a timeout. */
export function catalogReviewSummaries(options: { baseUrl: string; identitySecret: string; timeoutMs: number; now?: () => number }): ReviewSummarySink {
  const { baseUrl, identitySecret, timeoutMs, now = Date.now } = options;
  return {
    publish: (summaries) =>
      postAsService({
        caller: 'social',
        receiver: 'the catalog',
        url: `${baseUrl}/internal/review-summaries`,
        json: { summaries },
        identitySecret,
        timeoutMs,
        now,
        failure: (message) => new SummaryPublicationFailed(message),
      }),
  };
}

/**
 * Sends the catalog up to 500 summaries it has not had yet and records their versions as published once it took them.
 * Summaries are absolute and versioned: a resend changes nothing, and one counted again meanwhile goes next round.
 */
export async function publishReviewSummaries(db: Queryable, sink: ReviewSummarySink): Promise<number> {
  const rows = await db.query<{ product_code: string; rating_tenths: number | null; review_count: number; version: string }>(
    `SELECT product_code, rating_tenths, review_count, version::text AS version FROM review_summaries
     WHERE version > published_version ORDER BY product_code LIMIT $1`,
    [publishBatchSize],
  );
  if (rows.length === 0) return 0;
  const summaries = rows.map((row) => ({ code: row.product_code, ratingTenths: row.rating_tenths, reviewCount: row.review_count, version: Number(row.version) }));
  await sink.publish(summaries);
  await db.query(
    `UPDATE review_summaries s SET published_version = greatest(s.published_version, sent.version)
     FROM unnest($1::text[], $2::bigint[]) AS sent (code, version) WHERE s.product_code = sent.code`,
    [summaries.map((summary) => summary.code), summaries.map((summary) => summary.version)],
  );
  return summaries.length;
}

/** Publishes on start, every 2 s, and when nudged (a review was written); a failing catalog only delays it. */
export function startReviewSummaryPublisher(options: { db: Queryable; sink: ReviewSummarySink; logger: Logger; intervalMs?: number }) {
  const { db, sink, logger, intervalMs = publishIntervalMs } = options;
  return startPeriodicPublisher({
    publishBatch: () => publishReviewSummaries(db, sink),
    batchSize: publishBatchSize,
    intervalMs,
    logger,
    failedMessage: 'review summaries not published; retrying',
    recoveredMessage: 'the catalog takes review summaries again',
  });
}
