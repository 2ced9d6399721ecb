import { currencyFor, type MarketCode } from '@storefront/platform';
import type { Database, Queryable } from '@storefront/platform/server';
import type { CartProduct } from '../catalog/cart-product';
import { codesReplacedBy, type CouponCodeKind } from '../promotions/coupon-code-rule';
import { mergedQuantity } from './quantity-rules';

/** Whose carts meet at login: the visitor's (by the gateway's visitor id) and the member's, in one market. */
export interface CartMergeRequest {
  visitorId: string;
  userId: string;
  market: MarketCode;
}

export type CartMergeOutcome =
  | { merged: true; memberCartId: string }
  /** noVisitorCart: nothing to merge (or merged already). purchaseInProgress: the visitor cart is being paid for. */
  | { merged: false; reason: 'noVisitorCart' | 'purchaseInProgress' };

interface CartPair {
  visitorId: string;
  memberId: string;
}

/**
 * Finds the visitor's cart, makes the member's when missing, and locks both rows in one fixed order (by id), as every
 * merge does, so two merges never wait on each other crosswise. Null when the visitor has no cart (left).
 */
async function lockBothCarts(tx: Queryable, { visitorId, userId, market }: CartMergeRequest): Promise<CartPair | null> {
  // A concurrent deletecart of the member's cart can remove it before it is locked; then it is simply made again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [visitor] = await tx.query<{ id: string }>(
      "SELECT id FROM carts WHERE owner_kind = 'visitor' AND owner_id = $1 AND market = $2",
      [visitorId, market],
    );
    if (!visitor) return null;
    await tx.query(
      `INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ('member', $1, $2, $3)
       ON CONFLICT (owner_kind, owner_id, market) DO NOTHING`,
      [userId, market, currencyFor(market)],
    );
    const [member] = await tx.query<{ id: string }>(
      "SELECT id FROM carts WHERE owner_kind = 'member' AND owner_id = $1 AND market = $2",
      [userId, market],
    );
    if (!member) continue;
    const locked = new Set<string>();
    for (const id of [visitor.id, member.id].sort()) {
      const [row] = await tx.query<{ id: string }>('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [id]);
      if (row) locked.add(row.id);
    }
    // The visitor's cart went while we waited: another merge (or a purchase, or deletecart) got there first.
    if (!locked.has(visitor.id)) return null;
    if (locked.has(member.id)) return { visitorId: visitor.id, memberId: member.id };
  }
  throw new Error('The member cart could not be created.');
}

/**
 * Claimed by complete-purchase, or with an order awaiting payment (a card challenge or bank redirect under way):
 * that order deletes this very cart once paid, so its lines must not move to a cart that outlives the payment.
 * Asked after locking, in a statement of its own, so it sees what the purchase holding the lock committed.
 */
async function isBeingPaidFor(tx: Queryable, cartId: string): Promise<boolean> {
  const [row] = await tx.query<{ busy: boolean }>(
    `SELECT (c.purchase_claimed_until IS NOT NULL AND c.purchase_claimed_until > now())
            OR EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id AND o.status = 'awaitingPayment') AS busy
     FROM carts c WHERE c.id = $1`,
    [cartId],
  );
  return row?.busy ?? false;
}

async function mergeLines(tx: Queryable, { visitorId, memberId }: CartPair, products: ReadonlyMap<string, Pick<CartProduct, 'maxQuantity'> | null>) {
  const lines = await tx.query<{ code: string; visitor: number; member: number | null }>(
    `SELECT v.code, v.quantity AS visitor, m.quantity AS member
     FROM cart_lines v LEFT JOIN cart_lines m ON m.cart_id = $2 AND m.code = v.code
     WHERE v.cart_id = $1`,
    [visitorId, memberId],
  );
  if (lines.length === 0) return;
  const codes = lines.map((line) => line.code);
  const quantities = lines.map((line) => mergedQuantity(line.member ?? 0, line.visitor, products.get(line.code)?.maxQuantity));
  // A new line keeps the time the visitor added it, so the cart keeps the order the shopper filled it in.
  await tx.query(
    `INSERT INTO cart_lines (cart_id, code, quantity, added_at)
     SELECT $2, v.code, merged.quantity, v.added_at
     FROM cart_lines v JOIN unnest($3::text[], $4::int[]) AS merged (code, quantity) ON merged.code = v.code
     WHERE v.cart_id = $1
     ON CONFLICT (cart_id, code) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [visitorId, memberId, codes, quantities],
  );
}

/** The stacking rule of promotions/coupon-codes.ts, with the member's codes first: a visitor's code comes along only
 * when the member's cart has no code of its kind (discount, free shipping). */
async function mergeCouponCodes(tx: Queryable, { visitorId, memberId }: CartPair) {
  const stored = await tx.query<{ cart_id: string; code: string; kind: CouponCodeKind }>(
    `SELECT cc.cart_id, cc.code, c.kind FROM cart_coupon_codes cc JOIN coupon_codes c ON c.code = cc.code
     WHERE cc.cart_id IN ($1, $2) ORDER BY cc.added_at, cc.code`,
    [visitorId, memberId],
  );
  const kept = stored.filter((entry) => entry.cart_id === memberId);
  const carried: string[] = [];
  for (const entry of stored.filter((candidate) => candidate.cart_id === visitorId)) {
    if (codesReplacedBy(entry.kind, kept).length > 0) continue;
    kept.push(entry);
    carried.push(entry.code);
  }
  if (carried.length === 0) return;
  await tx.query(
    `INSERT INTO cart_coupon_codes (cart_id, code) SELECT $1, code FROM unnest($2::text[]) AS carried (code)
     ON CONFLICT (cart_id, code) DO NOTHING`,
    [memberId, carried],
  );
}

/**
 * At login, the visitor's cart in the market folds into the member's, in one transaction:
 * - lines: a code in both carts gets the quantities added, capped by `mergedQuantity` (the site's maximum per article
 *   and the product's maximum when `products` has it; never below what either cart had); the rest come as they are;
 * - coupon codes: the member's stay; a visitor's code comes along when the member has none of its kind;
 * - the checkout form: the visitor's comes along only when the member has none (without its last validation, which
 *   was about the other cart);
 * - then the visitor's cart is deleted, so a second call finds nothing to merge and changes nothing.
 * The member's cart is made when missing. A visitor cart being paid for is left alone (purchaseInProgress); no
 * visitor cart changes nothing (noVisitorCart, and no member cart is made).
 */
export function mergeVisitorCart(
  db: Database,
  request: CartMergeRequest,
  products: ReadonlyMap<string, Pick<CartProduct, 'maxQuantity'> | null> = new Map(),
): Promise<CartMergeOutcome> {
  return db.transaction(async (tx): Promise<CartMergeOutcome> => {
    const pair = await lockBothCarts(tx, request);
    if (!pair) return { merged: false, reason: 'noVisitorCart' };
    if (await isBeingPaidFor(tx, pair.visitorId)) return { merged: false, reason: 'purchaseInProgress' };
    await mergeLines(tx, pair, products);
    await mergeCouponCodes(tx, pair);
    await tx.query(
      `INSERT INTO checkout_forms (cart_id, form) SELECT $2, form FROM checkout_forms WHERE cart_id = $1
       ON CONFLICT (cart_id) DO NOTHING`,
      [pair.visitorId, pair.memberId],
    );
    await tx.query('DELETE FROM carts WHERE id = $1', [pair.visitorId]);
    await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [pair.memberId]);
    return { merged: true, memberCartId: pair.memberId };
  });
}
