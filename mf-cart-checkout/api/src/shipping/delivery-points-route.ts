import { Router } from 'express';
import { accepts, allow, badRequest, identityOf } from '@storefront/platform/server';
import { z } from 'zod';
import { deliveryPointsNear } from './delivery-points';
import { isPostalCode } from './postal-codes';
import { shippingRules } from './shipping-methods';

const deliveryPointsInput = accepts({
  query: z.object({
    postalCode: z.string().max(10),
    method: z
      .enum(['home', 'deliveryPoint', 'store'])
      .refine((method) => shippingRules[method].requiresDeliveryPoint, 'This shipping method has no delivery points.')
      .default('deliveryPoint'),
  }),
});

/** GET /api/shipping/delivery-points?postalCode=&method=: the delivery points near a postal code in the shopper's market. */
export function deliveryPointsRoute(): Router {
  const router = Router();
  router.get('/api/shipping/delivery-points', allow.anyone, deliveryPointsInput, (_req, res) => {
    const { market } = identityOf(res);
    const { postalCode } = deliveryPointsInput.query(res);
    // Which postal codes there are depends on the shopper's market, which the query's schema cannot know.
    if (!isPostalCode(market, postalCode)) throw badRequest('Invalid query: postalCode', { postalCode: `Not a postal code in ${market}.` });
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.json(deliveryPointsNear(market, postalCode));
  });
  return router;
}
