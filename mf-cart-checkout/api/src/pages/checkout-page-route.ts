import { Router } from 'express';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import { shopperOf } from '../cart/shopper';
import type { CheckoutServices } from '../checkout/checkout-services';
import { currentCheckoutPage } from '../checkout/load-checkout';
import { pageQuery, wantsFallback } from './page-query';

const checkoutPageInput = accepts({ query: pageQuery });

/** GET /page/checkout: the checkout page JSON. */
export function checkoutPageRoute(services: CheckoutServices): Router {
  const router = Router();
  router.get('/page/checkout', allow.anyone, checkoutPageInput, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    const page = await currentCheckoutPage(services, shopper, undefined, wantsFallback(checkoutPageInput.query(res)));
    res.setHeader('Cache-Control', 'no-store');
    res.json(page);
  });
  return router;
}
