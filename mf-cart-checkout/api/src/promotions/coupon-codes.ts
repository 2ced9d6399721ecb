import type { Cart } from '@storefront/platform';
import type { CouponCodeResponse } from '../../../contract/coupon-codes';
import type { Database } from '@storefront/platform/server';
import { lockCart } from '../cart/cart-repository';
import { readCart } from '../cart/read-cart';
import type { Shopper } from '../cart/shopper';
import { cartUpdateResult } from '../cart/update-cart';
import type { CatalogClient } from '../catalog/catalog-client';
import { refusalMessage } from './coupon-code-messages';
import { codesReplacedBy, couponCodeRefusal, normalizedCouponCode, type CouponCodeKind, type CouponCodeRefusal, type CouponCodeRule } from './coupon-code-rule';
import { findCouponCode } from './promotion-repository';
import { promotionText } from './promotion-texts';

/**
 * Stores the code on the shopper's cart (made if they have none yet, locked as every cart change is) and removes the
 * code it replaces: at most one discount code and one free-shipping code per cart. Returns the replaced codes.
 */
async function storeCouponCode(db: Database, shopper: Shopper, rule: CouponCodeRule): Promise<string[]> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, shopper);
    const stored = await tx.query<{ code: string; kind: CouponCodeKind }>(
      'SELECT cc.code, c.kind FROM cart_coupon_codes cc JOIN coupon_codes c ON c.code = cc.code WHERE cc.cart_id = $1 ORDER BY cc.code',
      [cartId],
    );
    const replaced = codesReplacedBy(rule.kind, stored).filter((code) => code !== rule.code);
    if (replaced.length > 0) await tx.query('DELETE FROM cart_coupon_codes WHERE cart_id = $1 AND code = ANY($2::text[])', [cartId, replaced]);
    await tx.query('INSERT INTO cart_coupon_codes (cart_id, code) VALUES ($1, $2) ON CONFLICT (cart_id, code) DO NOTHING', [cartId, rule.code]);
    return replaced;
  });
}

function refused(cart: Cart, shopper: Shopper, code: string, refusal: CouponCodeRefusal): CouponCodeResponse {
  return {
    success: false,
    message: refusalMessage(code, refusal, shopper),
    problem: refusal.problem,
    cart: { ...cart, cartUpdateResult: cartUpdateResult([], [], { promotionCodeAlreadyApplied: refusal.problem === 'alreadyApplied', success: false }) },
  };
}

/**
 * POST /cart/addcouponCode (and the checkout's addedCodes): applies the code, trimmed and upper-cased, to the shopper's
 * cart, or says in their language why not.
 * A refused code changes nothing. The minimum is checked against the goods as they are now; should the cart fall
 * under it later, the code stays but gives nothing, and the cart's promotion for it says why.
 */
export async function addCouponCode(db: Database, catalog: CatalogClient, shopper: Shopper, entered: string): Promise<CouponCodeResponse> {
  const code = normalizedCouponCode(entered);
  const cart = await readCart(db, catalog, shopper);
  if (cart.appliedCouponCodes.includes(code)) return refused(cart, shopper, code, { problem: 'alreadyApplied' });
  const rule = await findCouponCode(db, shopper, code);
  if (!rule) return refused(cart, shopper, code, { problem: 'unknown' });
  const refusal = couponCodeRefusal(rule, { now: new Date(), market: shopper.market, subTotal: cart.subTotal.amount });
  if (refusal) return refused(cart, shopper, code, refusal);

  const replaced = await storeCouponCode(db, shopper, rule);
  const { culture, market } = shopper;
  const message =
    replaced.length > 0
      ? promotionText('replaced', culture, market, { code, previous: replaced.join(', ') })
      : promotionText('applied', culture, market, { code });
  const after = await readCart(db, catalog, shopper);
  return {
    success: true,
    message,
    cart: { ...after, cartUpdateResult: cartUpdateResult([], []) },
  };
}

/** POST /cart/removecouponCode: takes the code off the shopper's cart; removing a code that is not there is fine. */
export async function removeCouponCode(db: Database, catalog: CatalogClient, shopper: Shopper, entered: string): Promise<CouponCodeResponse> {
  const code = normalizedCouponCode(entered);
  await db.query(
    `DELETE FROM cart_coupon_codes cc USING carts c
     WHERE cc.cart_id = c.id AND c.owner_kind = $1 AND c.owner_id = $2 AND c.market = $3 AND cc.code = $4`,
    [shopper.owner.kind, shopper.owner.id, shopper.market, code],
  );
  return {
    success: true,
    message: promotionText('removed', shopper.culture, shopper.market, { code }),
    cart: await readCart(db, catalog, shopper),
  };
}
