import type { Request, Response } from 'express';
import { pageRequestParams } from '@storefront/platform';
import { identityOf } from '@storefront/platform/server';
import { shopperOf } from '../cart/shopper';
import type { CheckoutServices } from '../checkout/checkout-services';
import { currentCheckoutPage } from '../checkout/load-checkout';

/** GET /page/checkout: the checkout page JSON. */
export function checkoutPageRoute(services: CheckoutServices) {
  return async (req: Request, res: Response) => {
    const shopper = shopperOf(identityOf(res));
    const page = await currentCheckoutPage(services, shopper, undefined, req.query[pageRequestParams.fallback] === '1');
    res.setHeader('Cache-Control', 'no-store');
    res.json(page);
  };
}
