import type { Request, Response } from 'express';
import { pageRequestParams } from '@storefront/platform';
import { identityOf, type Queryable } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import { readCart } from '../cart/read-cart';
import { shopperOf } from '../cart/shopper';
import { basketPage } from './basket-page';

/** GET /page/basket: the cart page JSON. */
export function basketPageRoute(db: Queryable, catalog: CatalogClient) {
  return async (req: Request, res: Response) => {
    const shopper = shopperOf(identityOf(res));
    const cart = await readCart(db, catalog, shopper);
    res.setHeader('Cache-Control', 'no-store');
    res.json(basketPage(cart, shopper.culture, req.query[pageRequestParams.fallback] === '1'));
  };
}
