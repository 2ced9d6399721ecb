import { Router } from 'express';
import { accepts, allow, identityOf, type Queryable } from '@storefront/platform/server';
import { shopperOf } from '../cart/shopper';
import { findOwnOrder } from '../orders/find-own-order';
import { orderNumberParams } from '../orders/order-number';
import { orderConfirmationPage } from './order-confirmation-page';
import { pageQuery, wantsFallback } from './page-query';

const confirmationPageInput = accepts({ params: orderNumberParams, query: pageQuery });

/** GET /page/orderconfirmation/:orderNumber: the confirmation page, only for the shopper who placed the order. */
export function orderConfirmationPageRoute(db: Queryable, now: () => number): Router {
  const router = Router();
  router.get('/page/orderconfirmation/:orderNumber', allow.anyone, confirmationPageInput, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    const stored = await findOwnOrder(db, shopper, confirmationPageInput.params(res).orderNumber);
    res.setHeader('Cache-Control', 'no-store');
    res.json(orderConfirmationPage(stored, shopper.culture, now(), wantsFallback(confirmationPageInput.query(res))));
  });
  return router;
}
