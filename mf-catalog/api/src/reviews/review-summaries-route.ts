import express, { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { catalogProductCode } from './catalog-codes';
import { applyNewerSummaries, copyRatingsToSearchEntries, lockProductRows, type ReviewSummary } from './review-repository';

export const maxReviewSummaries = 1_000;

const reviewSummaries = z.object({
  summaries: z
    .array(
      z
        .object({
          code: catalogProductCode(),
          ratingTenths: z.number().int().min(10).max(50).nullable(),
          reviewCount: z.number().int().min(0).max(2_147_483_647),
          version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        })
        .refine((summary) => (summary.ratingTenths === null) === (summary.reviewCount === 0), {
          message: 'A rating is null exactly when there are no reviews.',
          path: ['ratingTenths'],
        }),
    )
    .min(1)
    .max(maxReviewSummaries),
});

const summariesInput = accepts({ body: reviewSummaries });

/** One summary per code, the newest version of it (an UPDATE … FROM must not meet a row twice), in code order. */
function newestPerCode(summaries: readonly ReviewSummary[]): ReviewSummary[] {
  const newest = new Map<string, ReviewSummary>();
  for (const summary of summaries) {
    const known = newest.get(summary.code);
    if (!known || known.version < summary.version) newest.set(summary.code, summary);
  }
  return [...newest.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
}

/**
 * POST /internal/review-summaries `{ summaries: [{ code, ratingTenths, reviewCount, version }] }`: team Social's review
 * aggregates (it owns the reviews). Each replaces the product's rating and review count, and their copy on its search
 * entry, when its version is newer than the one the catalog has, all in one transaction; older or repeated versions
 * and unknown codes change nothing. Answers `{ applied: n }`. Kept pages show it at once: the updates take the next page
 * data version (015-page-data-version.sql). Team Social's own identity only, never a browser's.
 */
export function reviewSummariesRoute(db: Database): Router {
  const router = Router();
  router.post('/internal/review-summaries', allow.services('social'), express.json({ limit: '256kb' }), summariesInput, async (_req, res) => {
    const summaries = newestPerCode(summariesInput.body(res).summaries);
    const applied = await db.transaction(async (tx) => {
      // Rows locked in code order, so two senders with overlapping codes wait for each other instead of deadlocking.
      await lockProductRows(tx, summaries.map((summary) => summary.code));
      const changed = await applyNewerSummaries(tx, summaries);
      await copyRatingsToSearchEntries(tx, changed);
      return changed;
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ applied: applied.length });
  });
  return router;
}
