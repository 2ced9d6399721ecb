import { Router } from 'express';
import { z } from 'zod';
import { accepts, allow, identityOf, ResponseError, type Database } from '@storefront/platform/server';
import { giftCardCode } from '../../../contract/gift-cards';
import { shopperOf } from '../cart/shopper';
import { giftCardLookupCallers, takeGiftCardLookup, type LookupLimit } from './gift-card-lookup-limit';
import { giftCardMessage } from './gift-card-texts';
import { findGiftCard, giftCardBalanceOf } from './gift-cards';

const lookupInput = accepts({ params: z.object({ code: giftCardCode }) });

/** `GET /api/gift-cards/{code}`: a gift card's balance (GiftCardBalance), limited per shopper and address against guessing. */
export function giftCardRoutes(db: Database, limit?: LookupLimit): Router {
  const router = Router();
  router.get('/api/gift-cards/:code', allow.anyone, lookupInput, async (_req, res) => {
    const shopper = shopperOf(identityOf(res));
    const { code } = lookupInput.params(res);
    res.setHeader('Cache-Control', 'no-store');
    const permit = await takeGiftCardLookup(db, giftCardLookupCallers(shopper), limit);
    if (!permit.allowed) {
      throw new ResponseError(429, 'too_many_gift_card_lookups', giftCardMessage('tooManyLookups', shopper.culture), undefined, permit.retryAfterSeconds);
    }
    const card = await findGiftCard(db, code);
    if (!card) throw new ResponseError(404, 'gift_card_not_found', giftCardMessage('notFound', shopper.culture));
    res.json(giftCardBalanceOf(card, shopper.currency));
  });
  return router;
}
