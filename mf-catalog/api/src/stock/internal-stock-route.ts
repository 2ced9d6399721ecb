import { Router } from 'express';
import { accepts, allow, productCodeList, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { onlineQuantities } from './stock-repository';

export const maxStockCodes = 100;

const stockInput = accepts({
  query: z.object({
    codes: productCodeList(maxStockCodes),
  }),
});

/**
 * GET /internal/stock?codes=a,b: the online warehouse's count per variant code, for team Checkout's order stock and
 * team Account's products (`{ stock: { [code]: onlineQuantity } }`; a code the catalog does not know is left out).
 * Server to server only: those two services' own identities, never a browser's.
 */
export function internalStockRoute(db: Queryable): Router {
  const router = Router();
  router.get('/internal/stock', allow.services('cart-checkout', 'account'), stockInput, async (_req, res) => {
    const { codes } = stockInput.query(res);
    const rows = await onlineQuantities(db, codes);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ stock: Object.fromEntries(rows.map((row) => [row.variant_code, row.online_quantity])) });
  });
  return router;
}
