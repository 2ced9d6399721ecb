import { Router } from 'express';
import { currencyFor } from '@storefront/platform';
import { allow, identityOf, type Queryable } from '@storefront/platform/server';
import { runningPromotions } from './promotion-repository';

/**
 * GET /internal/promotions/gift-with-purchase: the gift-with-purchase promotions running now in the identity's market,
 * in its currency and language, for the catalog's product page: `{ offers: [{ id, name, giftCode, minimumOrder }] }`.
 * They are order-level, so they apply to every product. The catalog's service only.
 */
export function giftOffersRoute(db: Queryable, now: () => number = Date.now): Router {
  const router = Router();
  router.get('/internal/promotions/gift-with-purchase', allow.services('catalog'), async (_req, res) => {
    const { market, culture } = identityOf(res);
    const currency = currencyFor(market);
    const promotions = await runningPromotions(db, { market, culture, currency }, new Date(now()));
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      offers: promotions
        .filter((promotion) => promotion.kind === 'giftWithPurchase' && promotion.giftCode !== null)
        .map((promotion) => ({ id: promotion.id, name: promotion.name, giftCode: promotion.giftCode, minimumOrder: { amount: promotion.minimumOrder, currency } })),
    });
  });
  return router;
}
