import express, { Router } from 'express';
import { accepts, allow, identityOf, type Database } from '@storefront/platform/server';
import { cartUpdateDiff } from '../../../contract/cart-update';
import { couponCodeRequest } from '../../../contract/coupon-codes';
import type { CatalogClient } from '../catalog/catalog-client';
import { addCouponCode, removeCouponCode } from '../promotions/coupon-codes';
import { deleteCart } from './cart-repository';
import { readCart } from './read-cart';
import { shopperOf } from './shopper';
import { updateCart } from './update-cart';

const cartUpdate = accepts({ body: cartUpdateDiff });
const couponCode = accepts({ body: couponCodeRequest });

/** The cart calls: GET /cart, POST /cart/update, /cart/addcouponCode, /cart/removecouponCode, /cart/deletecart. */
export function cartRoutes(db: Database, catalog: CatalogClient): Router {
  const router = Router();
  router.get('/cart', allow.anyone, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readCart(db, catalog, shopperOf(identityOf(res))));
  });
  router.post('/cart/update', allow.anyone, express.json({ limit: '64kb' }), cartUpdate, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.setHeader('Cache-Control', 'no-store');
    res.json(await updateCart(db, catalog, shopper, cartUpdate.body(res)));
  });
  router.post('/cart/addcouponCode', allow.anyone, express.json({ limit: '4kb' }), couponCode, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.setHeader('Cache-Control', 'no-store');
    res.json(await addCouponCode(db, catalog, shopper, couponCode.body(res).code));
  });
  router.post('/cart/removecouponCode', allow.anyone, express.json({ limit: '4kb' }), couponCode, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    res.setHeader('Cache-Control', 'no-store');
    res.json(await removeCouponCode(db, catalog, shopper, couponCode.body(res).code));
  });
  router.post('/cart/deletecart', allow.anyone, async (_req, res) => {
    await deleteCart(db, shopperOf(identityOf(res)));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true });
  });
  return router;
}
