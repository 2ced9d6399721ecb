import { Router } from 'express';
import { accepts, allow, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { feedSources, sourceKeyList } from './catalog-codes';
import { importedProductCodes } from './review-repository';

export const maxImportedProductKeys = 500;

const importedProductsInput = accepts({
  query: z.object({
    source: z.enum(feedSources),
    keys: sourceKeyList(maxImportedProductKeys),
  }),
});

/**
 * GET /internal/imported-products?source=sephora&keys=a,b: the catalog's product code of each key of a feed, so team
 * Social can file a feed's reviews under the products they are about (`{ products: [{ sourceKey, code }] }`, in the
 * order asked; a key the catalog has not imported is left out). Team Social's own identity only, never a browser's.
 */
export function importedProductsRoute(db: Queryable): Router {
  const router = Router();
  router.get('/internal/imported-products', allow.services('social'), importedProductsInput, async (_req, res) => {
    const { source, keys } = importedProductsInput.query(res);
    const rows = await importedProductCodes(db, source, keys);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ products: rows.map((row) => ({ sourceKey: row.source_key, code: row.product_code })) });
  });
  return router;
}
