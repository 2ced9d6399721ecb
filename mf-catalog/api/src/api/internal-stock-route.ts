import type { Request, Response } from 'express';
import { parseInput, productCodeList, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';

export const maxStockCodes = 100;

const stockQuery = z.object({
  codes: productCodeList(maxStockCodes),
});

/**
 * GET /internal/stock?codes=a,b: the online warehouse's count per variant code, for team Checkout's order stock
 * (`{ stock: { [code]: onlineQuantity } }`; a code the catalog does not know is left out). Server to server only:
 * the gateway routes no /internal path.
 */
export function internalStockRoute(db: Queryable) {
  return async (req: Request, res: Response) => {
    const { codes } = parseInput(stockQuery, req.query);
    const rows = await db.query<{ variant_code: string; online_quantity: number }>(
      'SELECT variant_code, online_quantity FROM variant_stock WHERE variant_code = ANY($1::text[])',
      [codes],
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ stock: Object.fromEntries(rows.map((row) => [row.variant_code, row.online_quantity])) });
  };
}
