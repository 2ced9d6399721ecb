import type { Request, Response } from 'express';
import { pageRequestParams } from '@storefront/platform';
import { identityOf, type Queryable } from '@storefront/platform/server';
import { shopperOf } from '../cart/shopper';
import { findOwnOrder } from '../orders/find-own-order';
import { orderConfirmationPage } from './order-confirmation-page';

/** GET /page/orderconfirmation/:orderNumber: the confirmation page, only for the shopper who placed the order. */
export function orderConfirmationPageRoute(db: Queryable, now: () => number) {
  return async (req: Request<{ orderNumber: string }>, res: Response) => {
    const shopper = shopperOf(identityOf(res));
    const stored = await findOwnOrder(db, shopper, req.params.orderNumber);
    res.setHeader('Cache-Control', 'no-store');
    res.json(orderConfirmationPage(stored, shopper.culture, now(), req.query[pageRequestParams.fallback] === '1'));
  };
}
