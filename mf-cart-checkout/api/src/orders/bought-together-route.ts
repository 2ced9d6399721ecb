import { Router } from 'express';
import { accepts, allow, productCodeList, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { boughtTogether } from './order-repository';

export const maxBoughtTogetherCodes = 50;

const boughtTogetherInput = accepts({
  query: z.object({
    codes: productCodeList(maxBoughtTogetherCodes),
    limit: z.coerce.number().int().min(1).max(50).default(12),
  }),
});

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
