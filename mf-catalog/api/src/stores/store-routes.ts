import { Router } from 'express';
import type { StoreStockInfo, StoreStockLevel } from '../../../contract/stores';
import { accepts, allow, identityOf, notFound } from '@storefront/platform/server';
import { z } from 'zod';
import { variantExists } from '../catalog/variant-repository';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { variantPath } from '../http/variant-path';
import { findStores, storeById, storeQuantities } from './store-repository';
import { positionQuery, storeListQuery, storeSearchOf } from './store-query';

const storeListInput = accepts({ query: storeListQuery });
/** Any id: one the catalog does not have is simply not found. */
const storeInput = accepts({ params: z.object({ id: z.string() }) });
const storeStockInput = accepts({ params: variantPath, query: positionQuery });

/** Three on the shelf or fewer is "few left". */
export function stockLevel(quantity: number): StoreStockLevel {
  return quantity === 0 ? 'out-of-stock' : quantity <= 3 ? 'few-left' : 'in-stock';
}

/** GET /api/stores, /api/stores/{id} and the variant's stock in the shopper's market's stores. */
export function storeRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get('/api/stores', allow.anyone, storeListInput, async (_req, res) => {
    const { market, ...query } = storeListInput.query(res);
    const search = storeSearchOf(query);
    res.json({ stores: await findStores(db, { ...search, ...(market ? { market } : {}) }, identityOf(res).culture, new Date(options.now())) });
  });
  router.get('/api/stores/:id', allow.anyone, storeInput, async (_req, res) => {
    const { id } = storeInput.params(res);
    const store = /^[a-z0-9-]{1,80}$/.test(id) ? await storeById(db, id, identityOf(res).culture, new Date(options.now())) : null;
    if (!store) throw notFound('No such store.');
    res.json({ store });
  });
  router.get('/api/catalog/variants/:code/store-stock-info', allow.anyone, storeStockInput, async (_req, res) => {
    const { code } = storeStockInput.params(res);
    const identity = identityOf(res);
    const search = storeSearchOf(storeStockInput.query(res));
    if (!(await variantExists(db, code))) throw notFound('No such variant.');
    const stores = await findStores(db, { ...search, market: identity.market }, identity.culture, new Date(options.now()));
    const quantities = new Map((await storeQuantities(db, code)).map((row) => [row.store_id, row.quantity]));
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
