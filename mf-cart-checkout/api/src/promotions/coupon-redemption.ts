import type { Cart, Culture, MarketCode } from '@storefront/platform';
import { ResponseError, type Queryable } from '@storefront/platform/server';
import { normalizedCouponCode } from './coupon-code-rule';
import { customerEmailKey } from './customer-email';
import { promotionText } from './promotion-texts';

export { ownerKeyOf } from './owner-key';

export interface CouponRedemption {
  orderId: string;
  /** `ownerKeyOf(shopper.owner)`. */
  ownerKey: string;
  /** The order's e-mail address as the shopper gave it; a once-per-customer code counts it as `customerEmailKey` keys it. */
  customerEmail: string;
  codes: readonly string[];
  /** For the messages of a refusal; English when not given. */
  culture?: Culture;
  market?: MarketCode;
}

/** The codes of a cart that take effect now (the ones to redeem with its order): entered, and not refused. */
export const redeemableCouponCodes = (cart: Cart) =>
  cart.promotions.filter((promotion) => (promotion.kind === 'couponCode' || promotion.kind === 'freeShipping') && !promotion.notAppliedReason).map((promotion) => promotion.code);

/**
 * Counts the codes as used by the order, inside the order's transaction. A use is counted only while uses are left
 * (`uses < max_uses`, row-locked, so concurrent orders cannot both take the last one) and the code is valid now; a
 * once-per-customer code is refused by a unique index when the customer redeemed it before: the same owner (the
 * member, or the visitor cookie) or the same e-mail address. A concurrent order of the same customer waits on that
 * index until the first commits or rolls back, so two purchases can never both redeem it. Either way the order
 * cannot go on: 409 `coupon_used_up` (ran out, or already used by this customer) or `coupon_not_valid`
 * (expired, disabled, unknown). Codes are taken in sorted order so two orders never wait on each other in a circle.
 */
export async function redeemCouponCodes(
  tx: Queryable,
  { orderId, ownerKey, customerEmail, codes, culture = 'en-US', market = 'SE' }: CouponRedemption,
): Promise<void> {
  const refuse = (status: 'coupon_used_up' | 'coupon_not_valid', key: 'usedUp' | 'usedByYou' | 'expired' | 'disabled' | 'unknown', code: string) =>
    new ResponseError(409, status, promotionText(key, culture, market, { code }));
  for (const code of [...new Set(codes.map(normalizedCouponCode))].sort()) {
    const [counted] = await tx.query<{ once_per_customer: boolean }>(
      `UPDATE coupon_codes SET uses = uses + 1
       WHERE code = $1 AND (max_uses IS NULL OR uses < max_uses) AND NOT disabled
         AND (starts_at IS NULL OR starts_at <= now()) AND (expires_at IS NULL OR expires_at > now())
       RETURNING once_per_customer`,
      [code],
    );
    if (!counted) {
      const [found] = await tx.query<{ exhausted: boolean; disabled: boolean }>(
        'SELECT max_uses IS NOT NULL AND uses >= max_uses AS exhausted, disabled FROM coupon_codes WHERE code = $1',
        [code],
      );
      if (found?.exhausted) throw refuse('coupon_used_up', 'usedUp', code);
      throw refuse('coupon_not_valid', !found ? 'unknown' : found.disabled ? 'disabled' : 'expired', code);
    }
    // DO NOTHING instead of an error: a failed statement would abort the caller's transaction before it can answer.
    // Without a target it covers every unique index: the order's own, the owner's and the e-mail's.
    const [redeemed] = await tx.query(
      `INSERT INTO coupon_redemptions (code, order_id, owner_key, customer_email, once_per_customer) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING code`,
      [code, orderId, ownerKey, customerEmailKey(customerEmail) || null, counted.once_per_customer],
    );
    if (!redeemed) throw refuse('coupon_used_up', 'usedByYou', code);
  }
}

/** Gives back what the order redeemed (cancelled or refused payment): its redemptions go and their uses count down. */
export async function releaseCouponCodes(tx: Queryable, orderId: string): Promise<string[]> {
  const released = await tx.query<{ code: string }>(
    `WITH released AS (DELETE FROM coupon_redemptions WHERE order_id = $1 RETURNING code)
     UPDATE coupon_codes c SET uses = c.uses - 1 FROM released r WHERE c.code = r.code AND c.uses > 0
     RETURNING c.code`,
    [orderId],
  );
  return released.map((row) => row.code).sort();
}
