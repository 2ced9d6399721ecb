import { Router } from 'express';
import { currencyFor, type MarketCode } from '@storefront/platform';
import type { FreeShippingThresholds } from '../../../contract/checkout';
import { allow } from '@storefront/platform/server';
import { freeShippingThresholds } from '../cart/free-shipping';

/** Every market's threshold as money, from the table the cart computes with. */
export const freeShippingThresholdsAnswer = (): FreeShippingThresholds =>
  Object.fromEntries(
    Object.entries(freeShippingThresholds).map(([market, amount]) => [market, { amount, currency: currencyFor(market as MarketCode) }]),
  );

/** GET /api/shipping/free-shipping-thresholds: the same for every shopper, so it may be cached a while. */
export function freeShippingThresholdsRoute(): Router {
  const router = Router();
  router.get('/api/shipping/free-shipping-thresholds', allow.anyone, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(freeShippingThresholdsAnswer());
  });
  return router;
}
