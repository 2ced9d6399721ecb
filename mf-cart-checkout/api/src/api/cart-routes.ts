import express, { Router } from 'express';
import { identityOf, parseInput, type Database } from '@storefront/platform/server';
import type { CatalogClient } from '../catalog/catalog-client';
import { deleteCart } from '../cart/cart-repository';
import { cartUpdateDiff } from '../cart/cart-update-diff';
import { readCart } from '../cart/read-cart';
import { shopperOf } from '../cart/shopper';
import { updateCart } from '../cart/update-cart';
import { couponCodeRequest } from '../promotions/coupon-code-rule';
import { addCouponCode, removeCouponCode } from '../promotions/coupon-codes';

/** The cart calls of spec 01 §7: GET /cart, POST /cart/update, /cart/addcouponCode, /cart/removecouponCode, /cart/deletecart. */
export function cartRoutes(db: Database, catalog: CatalogClient): Router {
  const router = Router();
  router.get('/cart', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readCart(db, catalog, shopperOf(identityOf(res))));
  });
  router.post('/cart/update', express.json({ limit: '64kb' }), async (req, res) => {
    const shopper = shopperOf(identityOf(res));
    const diff = parseInput(cartUpdateDiff, req.body, 'body');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await updateCart(db, catalog, shopper, diff));
  });
  router.post('/cart/addcouponCode', express.json({ limit: '4kb' }), async (req, res) => {
    const shopper = shopperOf(identityOf(res));
    const { code } = parseInput(couponCodeRequest, req.body, 'body');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await addCouponCode(db, catalog, shopper, code));
  });
  router.post('/cart/removecouponCode', express.json({ limit: '4kb' }), async (req, res) => {
    const shopper = shopperOf(identityOf(res));
    const { code } = parseInput(couponCodeRequest, req.body, 'body');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await removeCouponCode(db, catalog, shopper, code));
  });
  router.post('/cart/deletecart', async (_req, res) => {
    await deleteCart(db, shopperOf(identityOf(res)));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true });
  });
  return router;
}
