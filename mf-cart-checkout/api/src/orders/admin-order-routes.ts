import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { orderNumberParams } from './order-number';
import { shipOrder } from './ship-order';

const shipInput = accepts({ params: orderNumberParams });

/** The back office's order calls under /api/admin/cart-checkout: administrators only (a visitor 401, a member 403). */
export function adminOrderRoutes(db: Database, orderEventsWritten?: () => void): Router {
  const router = Router();
  router.use('/api/admin/cart-checkout', allow.admins, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.post('/api/admin/cart-checkout/orders/:orderNumber/ship', shipInput, async (_req, res) => {
    const shipped = await shipOrder(db, shipInput.params(res).orderNumber);
    orderEventsWritten?.();
    res.json(shipped);
  });
  return router;
}
