import type { MarketCode } from '@storefront/platform';
import type { CouponCodeProblem } from '../../../contract/coupon-codes';

export type CouponCodeKind = 'percentage' | 'fixed' | 'freeShipping';

/** A coupon code as it applies in the shopper's currency (amounts in its minor units). */
export interface CouponCodeRule {
  code: string;
  kind: CouponCodeKind;
  percent: number | null;
  /** The fixed discount in this currency; null when the code has none here. */
  amountOff: number | null;
  /** What the goods must come to (sale and member prices, before order discounts); 0 for none. */
  minimumOrder: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  oncePerCustomer: boolean;
  /** Null: every market. */
  markets: MarketCode[] | null;
  disabled: boolean;
  /** A once-per-customer code this shopper has already redeemed. */
  usedByShopper: boolean;
}

/** Why a code gives nothing, with what the message needs. */
export type CouponCodeRefusal =
  | { problem: Exclude<CouponCodeProblem, 'notStarted' | 'usedUp' | 'minimumNotReached'> }
  | { problem: 'notStarted'; startsAt: Date }
  | { problem: 'usedUp'; byShopper: boolean }
  | { problem: 'minimumNotReached'; missing: number };

export interface CouponCodeSituation {
  now: Date;
  market: MarketCode;
  /** The goods in the cart, in minor units of the shopper's currency. */
  subTotal: number;
}

/** Why the code cannot take effect for this cart now, or null when it can. Checked when entered and on every read. */
export function couponCodeRefusal(rule: CouponCodeRule, { now, market, subTotal }: CouponCodeSituation): CouponCodeRefusal | null {
  if (rule.disabled) return { problem: 'disabled' };
  if ((rule.markets && !rule.markets.includes(market)) || (rule.kind === 'fixed' && rule.amountOff === null)) return { problem: 'notInMarket' };
  if (rule.startsAt && now < rule.startsAt) return { problem: 'notStarted', startsAt: rule.startsAt };
  if (rule.expiresAt && now >= rule.expiresAt) return { problem: 'expired' };
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return { problem: 'usedUp', byShopper: false };
  if (rule.oncePerCustomer && rule.usedByShopper) return { problem: 'usedUp', byShopper: true };
  if (subTotal < rule.minimumOrder) return { problem: 'minimumNotReached', missing: rule.minimumOrder - subTotal };
  return null;
}

/**
 * The stacking rule: a cart holds at most one discount code (percentage or fixed) and one free-shipping code. These
 * are the stored codes a newly entered code of `kind` replaces.
 */
export function codesReplacedBy(kind: CouponCodeKind, stored: readonly { code: string; kind: CouponCodeKind }[]): string[] {
  const isFreeShipping = kind === 'freeShipping';
  return stored.filter((entry) => (entry.kind === 'freeShipping') === isFreeShipping).map((entry) => entry.code);
}

/** Codes are case-insensitive: stored and compared upper-case, without surrounding spaces. */
export const normalizedCouponCode = (code: string) => code.trim().toUpperCase();

