import type { Request, Response } from 'express';
import { identityOf, parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import { deliveryPointsNear } from './delivery-points';
import { isPostalCode } from './postal-codes';
import { shippingRules } from './shipping-methods';

const deliveryPointsQuery = (market: Parameters<typeof isPostalCode>[0]) =>
  z.object({
    postalCode: z
      .string()
      .max(10)
      .refine((postalCode) => isPostalCode(market, postalCode), `Not a postal code in ${market}.`),
    method: z
      .enum(['home', 'deliveryPoint', 'store'])
      .refine((method) => shippingRules[method].requiresDeliveryPoint, 'This shipping method has no delivery points.')
      .default('deliveryPoint'),
  });

/** GET /api/shipping/delivery-points?postalCode=&method=: the delivery points near a postal code in the shopper's market. */
export function deliveryPointsRoute() {
  return (req: Request, res: Response) => {
    const { market } = identityOf(res);
    const { postalCode } = parseInput(deliveryPointsQuery(market), req.query);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.json(deliveryPointsNear(market, postalCode));
  };
}
