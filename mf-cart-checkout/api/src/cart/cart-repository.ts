import type { Database, Queryable } from '@storefront/platform/server';
import type { StoredLine } from './build-cart';
import type { Shopper } from './shopper';

export interface StoredCart {
  id: string;
  lines: StoredLine[];
}

export interface AppliedChange {
  cartId: string;
  /** Quantities of the changed codes before the change (absent: not in the cart). */
  before: Map<string, number>;
  /** Every line of the cart right after the change, in the order they were added. */
  lines: StoredLine[];
}

const linesOf = (tx: Queryable, cartId: string) =>
  tx.query<StoredLine>('SELECT code, quantity FROM cart_lines WHERE cart_id = $1 ORDER BY added_at, code', [cartId]);

/** The shopper's cart in their market, or null when they have none yet. */
export async function findCart(db: Queryable, shopper: Pick<Shopper, 'owner' | 'market'>): Promise<StoredCart | null> {
  // One statement: the cart and its lines come from one snapshot.
  const rows = await db.query<{ id: string; code: string | null; quantity: number | null }>(
    `SELECT c.id, l.code, l.quantity
     FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
     WHERE c.owner_kind = $1 AND c.owner_id = $2 AND c.market = $3
     ORDER BY l.added_at, l.code`,
    [shopper.owner.kind, shopper.owner.id, shopper.market],
  );
  if (rows.length === 0) return null;
  const lines = rows.flatMap((row) => (row.code !== null && row.quantity !== null ? [{ code: row.code, quantity: row.quantity }] : []));
  return { id: rows[0]!.id, lines };
}

/** Creates the shopper's cart when missing and locks it for the rest of the transaction. */
export async function lockCart(tx: Queryable, shopper: Shopper): Promise<string> {
  const owner = [shopper.owner.kind, shopper.owner.id, shopper.market];
  // A concurrent deletecart can remove the row between the insert and the lock; then it is simply made again.
  for (let attempt = 0; attempt < 3; attempt++) {
    await tx.query(
      `INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_kind, owner_id, market) DO NOTHING`,
      [...owner, shopper.currency],
    );
    const [cart] = await tx.query<{ id: string }>(
      'SELECT id FROM carts WHERE owner_kind = $1 AND owner_id = $2 AND market = $3 FOR UPDATE',
      owner,
    );
    if (cart) return cart.id;
  }
  throw new Error('The cart could not be created.');
}

/**
 * Sets absolute quantities (0 removes the line) in one transaction with the cart row locked, so concurrent
 * changes to one cart run one after another and none is lost.
 */
export function applyQuantities(db: Database, shopper: Shopper, quantities: ReadonlyMap<string, number>): Promise<AppliedChange> {
  const codes = [...quantities.keys()];
  const kept = codes.filter((code) => quantities.get(code)! > 0);
  const removed = codes.filter((code) => quantities.get(code) === 0);
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, shopper);
    const previous = await tx.query<StoredLine>(
      'SELECT code, quantity FROM cart_lines WHERE cart_id = $1 AND code = ANY($2::text[])',
      [cartId, codes],
    );
    if (removed.length > 0) {
      await tx.query('DELETE FROM cart_lines WHERE cart_id = $1 AND code = ANY($2::text[])', [cartId, removed]);
    }
    if (kept.length > 0) {
      await tx.query(
        `INSERT INTO cart_lines (cart_id, code, quantity)
         SELECT $1, code, quantity FROM unnest($2::text[], $3::int[]) AS change (code, quantity)
         ON CONFLICT (cart_id, code) DO UPDATE SET quantity = EXCLUDED.quantity`,
        [cartId, kept, kept.map((code) => quantities.get(code)!)],
      );
    }
    await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
    return {
      cartId,
      before: new Map(previous.map((line) => [line.code, line.quantity])),
      lines: await linesOf(tx, cartId),
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
