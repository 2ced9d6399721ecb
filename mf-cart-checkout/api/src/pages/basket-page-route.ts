import { Router } from 'express';
import { accepts, allow, identityOf, type Queryable } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import { readCart } from '../cart/read-cart';
import { shopperOf } from '../cart/shopper';
import { basketPage } from './basket-page';
import { pageQuery, wantsFallback } from './page-query';

const basketPageInput = accepts({ query: pageQuery });

/** GET /page/basket: the cart page JSON. */
export function basketPageRoute(db: Queryable, catalog: CatalogClient): Router {
  const router = Router();
  router.get('/page/basket', allow.anyone, basketPageInput, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    const cart = await readCart(db, catalog, shopper);
    res.setHeader('Cache-Control', 'no-store');
    res.json(basketPage(cart, shopper.culture, wantsFallback(basketPageInput.query(res))));
  });
  return router;
}
