import type { MarketCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { Shopper } from '../cart/shopper';
import type { AutomaticPromotion, CartPromotions } from './compute-promotions';
import type { CouponCodeKind, CouponCodeRule } from './coupon-code-rule';
import { ownerKeyOf } from './owner-key';

interface CouponCodeRow {
  code: string;
  kind: CouponCodeKind;
  percent: number | null;
  amount_off: number | null;
  minimum_order: number;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  max_uses: number | null;
  uses: number;
  once_per_customer: boolean;
  markets: MarketCode[] | null;
  disabled: boolean;
  used_by_shopper: boolean;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

// $1 currency, $2 owner key; the caller adds the rest.
const couponCodeSelect = `
  SELECT c.code, c.kind, c.percent, a.amount_off, COALESCE(a.minimum_order, 0) AS minimum_order, c.starts_at, c.expires_at,
         c.max_uses, c.uses, c.once_per_customer, c.markets, c.disabled,
         EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.code = c.code AND r.owner_key = $2 AND r.once_per_customer) AS used_by_shopper
  FROM coupon_codes c LEFT JOIN coupon_code_amounts a ON a.code = c.code AND a.currency = $1`;

function ruleOf(row: CouponCodeRow): CouponCodeRule {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountOff: row.amount_off,
    minimumOrder: row.minimum_order,
    startsAt: dateOf(row.starts_at),
    expiresAt: dateOf(row.expires_at),
    maxUses: row.max_uses,
    uses: row.uses,
    oncePerCustomer: row.once_per_customer,
    markets: row.markets,
    disabled: row.disabled,
    usedByShopper: row.used_by_shopper,
  };
}

/** The coupon code as it applies to this shopper (their currency, their earlier redemptions), or null when unknown. */
export async function findCouponCode(db: Queryable, shopper: Shopper, code: string): Promise<CouponCodeRule | null> {
  const [row] = await db.query<CouponCodeRow>(`${couponCodeSelect} WHERE c.code = $3`, [shopper.currency, ownerKeyOf(shopper.owner), code]);
  return row ? ruleOf(row) : null;
}

async function cartCouponCodes(db: Queryable, shopper: Shopper, cartId: string): Promise<CouponCodeRule[]> {
  const rows = await db.query<CouponCodeRow>(
    `${couponCodeSelect} JOIN cart_coupon_codes cc ON cc.code = c.code WHERE cc.cart_id = $3 ORDER BY cc.added_at, cc.code`,
    [shopper.currency, ownerKeyOf(shopper.owner), cartId],
  );
  return rows.map(ruleOf);
}

interface PromotionRow {
  id: string;
  kind: AutomaticPromotion['kind'];
  name: string;
  minimum_order: number;
  percent: number | null;
  amount_off: number | null;
  gift_code: string | null;
  addon_code: string | null;
  offer_price: number | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
}

interface ScheduledPromotion extends AutomaticPromotion {
  startsAt: number;
  expiresAt: number;
}

type Audience = Pick<Shopper, 'market' | 'culture' | 'currency'>;

/** The enabled automatic promotions of the shopper's market, in their currency and language, whenever they run. */
async function marketPromotions(db: Queryable, shopper: Audience): Promise<ScheduledPromotion[]> {
  const rows = await db.query<PromotionRow>(
    `SELECT p.id, p.kind, COALESCE(own.name, en.name, p.id) AS name, a.minimum_order, p.percent, a.amount_off,
            p.gift_code, p.addon_code, a.offer_price, p.starts_at, p.expires_at
     FROM promotions p
     JOIN promotion_amounts a ON a.promotion_id = p.id AND a.currency = $1
     LEFT JOIN promotion_names own ON own.promotion_id = p.id AND own.culture = $2
     LEFT JOIN promotion_names en ON en.promotion_id = p.id AND en.culture = 'en-US'
     WHERE NOT p.disabled AND (p.markets IS NULL OR $3 = ANY (p.markets))
     ORDER BY p.id`,
    [shopper.currency, shopper.culture, shopper.market],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    minimumOrder: row.minimum_order,
    percent: row.percent,
    amountOff: row.amount_off,
    giftCode: row.gift_code,
    addonCode: row.addon_code,
    offerPrice: row.offer_price,
    startsAt: row.starts_at === null ? -Infinity : new Date(row.starts_at).getTime(),
    expiresAt: row.expires_at === null ? Infinity : new Date(row.expires_at).getTime(),
  }));
}

/**
 * How long a market's promotions are kept in memory. Every cart read and change needs them, they change only when
 * someone edits them (a migration today, the back office later), and an edit shows within this time everywhere.
 * Start and end times are compared with the clock on every read, so a promotion still starts and ends on time.
 */
export const promotionsKeptMs = 10_000;

interface KeptPromotions {
  readAt: number;
  promotions: Promise<ScheduledPromotion[]>;
}

const kept = new WeakMap<Queryable, Map<string, KeptPromotions>>();

function keptPromotions(db: Queryable, shopper: Audience, clock: number): Promise<ScheduledPromotion[]> {
  let byAudience = kept.get(db);
  if (!byAudience) kept.set(db, (byAudience = new Map()));
  const key = `${shopper.market}|${shopper.currency}|${shopper.culture}`;
  const entry = byAudience.get(key);
  // Read at a clock that may run behind (a test's), or long enough ago: read again.
  if (entry && entry.readAt <= clock && clock - entry.readAt < promotionsKeptMs) return entry.promotions;
  const promotions = marketPromotions(db, shopper);
  byAudience.set(key, { readAt: clock, promotions });
  // A failed read is not kept: the next caller asks the database again.
  promotions.catch(() => byAudience.get(key)?.promotions === promotions && byAudience.delete(key));
  return promotions;
}

/** Forgets the promotions read from `db`: the next read asks it again (after an edit, and in tests that make some). */
export function forgetPromotions(db: Queryable): void {
  kept.delete(db);
}

/** The automatic promotions running at `now` in the shopper's market, in their currency and language. */
export async function runningPromotions(db: Queryable, shopper: Audience, now: Date): Promise<AutomaticPromotion[]> {
  const clock = now.getTime();
  const promotions = await keptPromotions(db, shopper, clock);
  return promotions
    .filter((promotion) => promotion.startsAt <= clock && clock < promotion.expiresAt)
    .map(({ startsAt: _startsAt, expiresAt: _expiresAt, ...promotion }) => promotion);
}

export interface PromotedCart {
  cartId: string;
  hasGoods: boolean;
  /** False when the caller knows the cart has no codes (read with its lines): they are not asked for. */
  hasCouponCodes: boolean;
}

/** The codes entered on the cart and, when it has goods, the automatic promotions running now. */
export async function loadCartPromotions(db: Queryable, shopper: Shopper, { cartId, hasGoods, hasCouponCodes }: PromotedCart, now = new Date()): Promise<CartPromotions> {
  const [couponCodes, automatic] = await Promise.all([
    hasCouponCodes ? cartCouponCodes(db, shopper, cartId) : Promise.resolve([]),
    hasGoods ? runningPromotions(db, shopper, now) : Promise.resolve([]),
  ]);
  return { couponCodes, automatic, now };
}

/** The products the automatic promotions give or offer; the catalog is asked for them with the cart's lines. */
export const promotionProductCodes = (promotions: CartPromotions) =>
  promotions.automatic.flatMap((promotion) => [promotion.giftCode, promotion.addonCode]).filter((code): code is string => code !== null);
