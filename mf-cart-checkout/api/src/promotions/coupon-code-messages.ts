import type { Culture, CurrencyCode, MarketCode } from '@storefront/platform';
import type { CouponCodeRefusal } from './coupon-code-rule';
import { promotionText } from './promotion-texts';

export interface MessageContext {
  culture: Culture;
  market: MarketCode;
  currency: CurrencyCode;
}

/** Why a code gives nothing, in the shopper's language: how much is missing, from when it is valid. */
export function refusalMessage(code: string, refusal: CouponCodeRefusal, { culture, market, currency }: MessageContext): string {
  switch (refusal.problem) {
    case 'notStarted':
      return promotionText('notStarted', culture, market, { code, date: refusal.startsAt });
    case 'usedUp':
      return promotionText(refusal.byShopper ? 'usedByYou' : 'usedUp', culture, market, { code });
    case 'minimumNotReached':
      return promotionText('minimumNotReached', culture, market, { code, amount: { amount: refusal.missing, currency } });
    default:
      return promotionText(refusal.problem, culture, market, { code });
  }
}
