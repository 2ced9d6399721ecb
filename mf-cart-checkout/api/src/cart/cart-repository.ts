import type { Database, Queryable } from '@storefront/platform/server';
import type { StoredLine } from './build-cart';
import type { Shopper } from './shopper';

export interface StoredCart {
  id: string;
  lines: StoredLine[];
  /** Whether coupon codes are entered on it: most carts have none, and their codes need not be read. */
  hasCouponCodes: boolean;
}

export interface AppliedChange extends StoredCart {
  /** Quantities of the changed codes before the change (absent: not in the cart). */
  before: Map<string, number>;
  /** Every line of the cart right after the change, in the order they were added. */
  lines: StoredLine[];
}

/** The shopper's cart in their market, or null when they have none yet. */
export async function findCart(db: Queryable, shopper: Pick<Shopper, 'owner' | 'market'>): Promise<StoredCart | null> {
  // One statement: the cart and its lines come from one snapshot.
  const rows = await db.query<{ id: string; code: string | null; quantity: number | null; has_coupon_codes: boolean }>(
    `SELECT c.id, l.code, l.quantity, EXISTS (SELECT 1 FROM cart_coupon_codes cc WHERE cc.cart_id = c.id) AS has_coupon_codes
     FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
     WHERE c.owner_kind = $1 AND c.owner_id = $2 AND c.market = $3
     ORDER BY l.added_at, l.code`,
    [shopper.owner.kind, shopper.owner.id, shopper.market],
  );
  if (rows.length === 0) return null;
  const lines = rows.flatMap((row) => (row.code !== null && row.quantity !== null ? [{ code: row.code, quantity: row.quantity }] : []));
  return { id: rows[0]!.id, lines, hasCouponCodes: rows[0]!.has_coupon_codes };
}

/**
 * Creates the shopper's cart when missing, marks it changed now and locks it for the rest of the transaction: one
 * statement, since an upsert that updates takes the row's lock (and a concurrent deletecart only makes it insert).
 */
export async function lockCart(tx: Queryable, shopper: Shopper): Promise<string> {
  const [cart] = await tx.query<{ id: string }>(
    `INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ($1, $2, $3, $4)
     ON CONFLICT (owner_kind, owner_id, market) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [shopper.owner.kind, shopper.owner.id, shopper.market, shopper.currency],
  );
  return cart!.id;
}

interface ChangedLineRow {
  /** 'coupons': the count of the cart's coupon codes, in `quantity`. */
  part: 'before' | 'after' | 'coupons';
  code: string;
  quantity: number;
}

/**
 * Sets absolute quantities (0 removes the line) in one transaction with the cart row locked, so concurrent
 * changes to one cart run one after another and none is lost. Two statements: the lock, then the change, which
 * reads the changed codes' quantities before it and every line after it (its own snapshot, taken once the lock is
 * held, is the cart before the change; the lines it wrote come back from RETURNING), and whether coupon codes are on it.
 */
export function applyQuantities(db: Database, shopper: Shopper, quantities: ReadonlyMap<string, number>): Promise<AppliedChange> {
  const codes = [...quantities.keys()];
  const kept = codes.filter((code) => quantities.get(code)! > 0);
  const removed = codes.filter((code) => quantities.get(code) === 0);
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, shopper);
    const rows = await tx.query<ChangedLineRow>(
      `WITH removed AS (
         DELETE FROM cart_lines WHERE cart_id = $1 AND code = ANY($3::text[])
       ), written AS (
         INSERT INTO cart_lines (cart_id, code, quantity)
         SELECT $1, code, quantity FROM unnest($4::text[], $5::int[]) AS change (code, quantity)
         ON CONFLICT (cart_id, code) DO UPDATE SET quantity = EXCLUDED.quantity
         RETURNING code, quantity, added_at
       ), after AS (
         SELECT code, quantity, added_at FROM cart_lines WHERE cart_id = $1 AND NOT (code = ANY($2::text[]))
         UNION ALL
         SELECT code, quantity, added_at FROM written
       )
       SELECT part, code, quantity FROM (
         SELECT 'before' AS part, code, quantity, NULL::timestamptz AS added_at FROM cart_lines WHERE cart_id = $1 AND code = ANY($2::text[])
         UNION ALL
         SELECT 'after', code, quantity, added_at FROM after
         UNION ALL
         SELECT 'coupons', '', count(*)::int, NULL FROM cart_coupon_codes WHERE cart_id = $1
       ) changed
       ORDER BY part, added_at, code`,
      [cartId, codes, removed, kept, kept.map((code) => quantities.get(code)!)],
    );
    return {
      id: cartId,
      hasCouponCodes: rows.some((row) => row.part === 'coupons' && row.quantity > 0),
      before: new Map(rows.filter((row) => row.part === 'before').map((row) => [row.code, row.quantity])),
      lines: rows.filter((row) => row.part === 'after').map(({ code, quantity }) => ({ code, quantity })),
    };
  });
}

/** Removes the shopper's cart in their market, lines and all. */
export async function deleteCart(db: Queryable, shopper: Shopper): Promise<void> {
  await db.query('DELETE FROM carts WHERE owner_kind = $1 AND owner_id = $2 AND market = $3', [
    shopper.owner.kind,
    shopper.owner.id,
    shopper.market,
  ]);
}
