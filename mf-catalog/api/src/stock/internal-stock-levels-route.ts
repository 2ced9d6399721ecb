import express, { Router } from 'express';
import { accepts, allow, type Database, type Queryable, productCode } from '@storefront/platform/server';
import { z } from 'zod';

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
 * Whether the products of the variants have any variant in stock online, on the product and its search entry (the
 * listings' in-stock filter and facet read it there), for the products whose answer changed.
 */
async function refreshInStock(tx: Queryable, variantCodes: string[]): Promise<void> {
  if (variantCodes.length === 0) return;
  await tx.query(
    `WITH touched AS (SELECT DISTINCT product_code FROM variants WHERE code = ANY($1::text[])),
     stock AS (
       SELECT t.product_code, bool_or(s.online_quantity > 0) AS in_stock
       FROM touched t JOIN variants v ON v.product_code = t.product_code JOIN variant_stock s ON s.variant_code = v.code
       GROUP BY t.product_code
     ),
     products_changed AS (
       UPDATE products p SET in_stock = stock.in_stock FROM stock
       WHERE p.code = stock.product_code AND p.in_stock IS DISTINCT FROM stock.in_stock
     )
     UPDATE search_entries e SET in_stock = stock.in_stock FROM stock
     WHERE e.product_code = stock.product_code AND e.in_stock IS DISTINCT FROM stock.in_stock`,
    [variantCodes],
  );
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
    const codes = levels.map((level) => level.code);
    const applied = await db.transaction(async (tx) => {
      // Rows locked in code order, so two senders with overlapping codes wait for each other instead of deadlocking.
      await tx.query('SELECT variant_code FROM variant_stock WHERE variant_code = ANY($1::text[]) ORDER BY variant_code FOR UPDATE', [codes]);
      const changed = await tx.query<{ variant_code: string }>(
        `UPDATE variant_stock s SET online_quantity = level.available, stock_version = level.version
         FROM unnest($1::text[], $2::int[], $3::bigint[]) AS level (code, available, version)
         WHERE s.variant_code = level.code AND s.stock_version < level.version
         RETURNING s.variant_code`,
        [codes, levels.map((level) => level.available), levels.map((level) => level.version)],
      );
      await refreshInStock(tx, changed.map((row) => row.variant_code));
      return changed;
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ applied: applied.length });
  });
  return router;
}
