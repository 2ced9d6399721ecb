import { Router } from 'express';
import { accepts, allow, identityOf, type Queryable } from '@storefront/platform/server';
import { shopperOf } from '../cart/shopper';
import { findOwnOrder } from './find-own-order';
import { orderNumberParams } from './order-number';

const orderInput = accepts({ params: orderNumberParams });

/** GET /api/orderconfirmation/:orderNumber (Order) and /upsell, for the shopper who placed the order. */
export function orderRoutes(db: Queryable): Router {
  const router = Router();
  // Visitors buy too: whose order it is, is checked against the shopper (findOwnOrder).
  router.use('/api/orderconfirmation', allow.anyone);
  router.get('/api/orderconfirmation/:orderNumber', orderInput, async (_req, res) => {
    const stored = await findOwnOrder(db, shopperOf(identityOf(res)), orderInput.params(res).orderNumber);
    res.setHeader('Cache-Control', 'no-store');
    res.json(stored.order);
  });
  router.get('/api/orderconfirmation/:orderNumber/upsell', orderInput, async (_req, res) => {
    const stored = await findOwnOrder(db, shopperOf(identityOf(res)), orderInput.params(res).orderNumber);
    // Simple on purpose: the products bought, for a "buy again" row; the catalog has no recommendations to ask yet.
    const productCodes = [...new Set(stored.order.lines.filter((line) => !line.isGift).map((line) => line.code))].slice(0, 8);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ productCodes });
  });
  return router;
}
