import { Router } from 'express';
import { accepts, allow, identityOf, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { looksQuery } from '../../../contract/looks';
import { productCodePattern } from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { readerOf } from '../acting/acting-profile';
import { personal } from '../http/personal';
import { unknownProfile } from '../posts/post-refusals';
import { profileExists } from '../profile-page/activity-store';
import { withLookProducts } from './look-products';
import { lookPage } from './look-store';

const productLooksInput = accepts({ params: z.object({ code: z.string().regex(productCodePattern, 'Not a product code.') }), query: looksQuery });
const profileLooksInput = accepts({ params: z.object({ profileId: z.uuid() }), query: looksQuery });

/** The next pages of a product's looks and of a profile's looks: anyone may read them. */
export function lookRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  router.get('/api/social/posts/pdp/:code/looks', allow.anyone, productLooksInput, async (_req, res) => {
    const { code } = productLooksInput.params(res);
    const { from, count } = productLooksInput.query(res);
    const page = await lookPage(db, { productCode: code }, await readerOf(db, res), from, count);
    personal(res);
    res.json(await withLookProducts(catalog, page, identityOf(res)));
  });

  router.get('/api/social/posts/looks-by-user/:profileId', allow.anyone, profileLooksInput, async (_req, res) => {
    const { profileId } = profileLooksInput.params(res);
    const { from, count } = profileLooksInput.query(res);
    if (!(await profileExists(db, profileId))) throw unknownProfile();
    const page = await lookPage(db, { profileId }, await readerOf(db, res), from, count);
    personal(res);
    res.json(await withLookProducts(catalog, page, identityOf(res)));
  });

  return router;
}
