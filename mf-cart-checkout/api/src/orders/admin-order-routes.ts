import { Router, type NextFunction, type Request, type Response } from 'express';
import { identityOf, ResponseError, type Database } from '@storefront/platform/server';
import { shipOrder } from './ship-order';

/** Administrators only, checked here from the identity the gateway signed: a visitor 401, a member without the role 403. */
function requireAdmin(_req: Request, res: Response, next: NextFunction): void {
  const identity = identityOf(res);
  if (!identity.userId) throw new ResponseError(401, 'login_required', 'Log in as an administrator.');
  if (!identity.roles?.includes('admin')) throw new ResponseError(403, 'forbidden', 'Administrators only.');
  next();
}

/** The back office's order calls under /api/admin/cart-checkout. */
export function adminOrderRoutes(db: Database, orderEventsWritten?: () => void): Router {
  const router = Router();
  router.use('/api/admin/cart-checkout', requireAdmin, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.post('/api/admin/cart-checkout/orders/:orderNumber/ship', async (req, res) => {
    const shipped = await shipOrder(db, req.params.orderNumber);
    orderEventsWritten?.();
    res.json(shipped);
  });
  return router;
}
