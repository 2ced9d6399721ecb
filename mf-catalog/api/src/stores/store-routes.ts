import { Router } from 'express';
import type { StoreStockInfo, StoreStockLevel } from '@storefront/platform';
import { identityOf, notFound, parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../api/catalog-route-options';
import { variantPath } from '../api/variant-path';
import { findStores, storeById } from './store-repository';
import { storeSearchOf } from './store-query';

const marketQuery = z.object({ market: z.enum(['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']).optional() });

/** Three on the shelf or fewer is "few left". */
export function stockLevel(quantity: number): StoreStockLevel {
  return quantity === 0 ? 'out-of-stock' : quantity <= 3 ? 'few-left' : 'in-stock';
}

/** GET /api/stores, /api/stores/{id} and the variant's stock in the shopper's market's stores. */
export function storeRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get('/api/stores', async (req, res) => {
    const { market } = parseInput(marketQuery, { market: req.query.market || undefined });
    const search = storeSearchOf(req.query as Record<string, unknown>);
    res.json({ stores: await findStores(db, { ...search, ...(market ? { market } : {}) }, identityOf(res).culture, new Date(options.now())) });
  });
  router.get('/api/stores/:id', async (req, res) => {
    const store = /^[a-z0-9-]{1,80}$/.test(req.params.id) ? await storeById(db, req.params.id, identityOf(res).culture, new Date(options.now())) : null;
    if (!store) throw notFound('No such store.');
    res.json({ store });
  });
  router.get('/api/catalog/variants/:code/store-stock-info', async (req, res) => {
    const { code } = parseInput(variantPath, req.params, 'path');
    const identity = identityOf(res);
    const search = storeSearchOf({ lat: req.query.lat, lon: req.query.lon });
    const [known] = await db.query('SELECT 1 FROM variants WHERE code = $1', [code]);
    if (!known) throw notFound('No such variant.');
    const stores = await findStores(db, { ...search, market: identity.market }, identity.culture, new Date(options.now()));
    const quantities = new Map(
      (await db.query<{ store_id: string; quantity: number }>('SELECT store_id, quantity FROM store_stock WHERE variant_code = $1', [code])).map(
        (row) => [row.store_id, row.quantity],
      ),
    );
    const body: StoreStockInfo = {
      variantCode: code,
      stores: stores.map((store) => {
        const quantity = quantities.get(store.id) ?? 0;
        return { store, level: stockLevel(quantity), quantity };
      }),
    };
    res.setHeader('Cache-Control', 'private, max-age=60');
    res.json(body);
  });
  return router;
}
