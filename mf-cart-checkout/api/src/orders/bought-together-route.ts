import { Router } from 'express';
import { accepts, allow, productCodeList, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';

export const maxBoughtTogetherCodes = 50;

const boughtTogetherInput = accepts({
  query: z.object({
    codes: productCodeList(maxBoughtTogetherCodes),
    limit: z.coerce.number().int().min(1).max(50).default(12),
  }),
});

/** The codes bought in the same placed orders of the last year as any of `codes` (gifts left out), most orders first. */
export async function boughtTogether(db: Queryable, codes: string[], limit: number): Promise<{ code: string; orderCount: number }[]> {
  const rows = await db.query<{ code: string; order_count: number }>(
    `SELECT other.code, count(DISTINCT o.id)::int AS order_count
     FROM order_lines mine
     JOIN orders o ON o.id = mine.order_id AND o.status = 'placed' AND o.placed_at > now() - interval '365 days'
     JOIN order_lines other ON other.order_id = o.id AND NOT other.is_gift AND other.code <> ALL ($1::text[])
     WHERE mine.code = ANY ($1::text[]) AND NOT mine.is_gift
     GROUP BY other.code
     ORDER BY order_count DESC, other.code
     LIMIT $2`,
    [codes, limit],
  );
  return rows.map((row) => ({ code: row.code, orderCount: row.order_count }));
}

/**
 * GET /internal/products/bought-together?codes=a,b&limit=n: for the catalog's product page ("bought together"),
 * `{ products: [{ code, orderCount }] }`. The catalog's service only.
 */
export function boughtTogetherRoute(db: Queryable): Router {
  const router = Router();
  router.get('/internal/products/bought-together', allow.services('catalog'), boughtTogetherInput, async (_req, res) => {
    const { codes, limit } = boughtTogetherInput.query(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ products: await boughtTogether(db, codes, limit) });
  });
  return router;
}
