import express, { Router } from 'express';
import { accepts, allow, type Database, productCode } from '@storefront/platform/server';
import { z } from 'zod';
import { applyNewerLevels, lockStockRows, refreshInStock } from './stock-repository';

export const maxStockLevels = 1_000;

const stockLevels = z.object({
  levels: z
    .array(
      z.object({
        code: productCode('A variant code is 6 digits.'),
        available: z.number().int().min(0).max(2_147_483_647),
        version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .min(1)
    .max(maxStockLevels),
});

type StockLevel = z.infer<typeof stockLevels>['levels'][number];

const levelsInput = accepts({ body: stockLevels });

/** One level per code, the newest version of it (an UPDATE … FROM must not meet a row twice), in code order. */
function newestPerCode(levels: readonly StockLevel[]): StockLevel[] {
  const newest = new Map<string, StockLevel>();
  for (const level of levels) {
    const known = newest.get(level.code);
    if (!known || known.version < level.version) newest.set(level.code, level);
  }
  return [...newest.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
}

/**
 * POST /internal/stock-levels `{ levels: [{ code, available, version }] }`: team Checkout's online stock counts
 * (it owns what is sold online). Each count replaces online_quantity when its version is newer than the one the
 * catalog has, all in one transaction; older or repeated versions and unknown codes change nothing. Answers
 * `{ applied: n }`. A product whose last variant sells out leaves the in-stock filter. Team Checkout's own identity only,
 * never a browser's.
 */
export function internalStockLevelsRoute(db: Database): Router {
  const router = Router();
  router.post('/internal/stock-levels', allow.services('cart-checkout'), express.json({ limit: '128kb' }), levelsInput, async (_req, res) => {
    const levels = newestPerCode(levelsInput.body(res).levels);
    const applied = await db.transaction(async (tx) => {
      // Rows locked in code order, so two senders with overlapping codes wait for each other instead of deadlocking.
      await lockStockRows(tx, levels.map((level) => level.code));
      const changed = await applyNewerLevels(tx, levels);
      await refreshInStock(tx, changed);
      return changed;
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ applied: applied.length });
  });
  return router;
}
