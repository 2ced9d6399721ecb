import type { Queryable } from '@storefront/platform/server';
import type { Shopper } from '../cart/shopper';
import type { StockSource } from './catalog-stock-client';

export interface StockNeed {
  code: string;
  quantity: number;
}

/**
 * Makes sure every code has its online stock row: a code sold for the first time gets the catalog's count (a code
 * the catalog does not count has none). Rows already there are never overwritten, so stock sold here stays sold.
 * A new row is the catalog's own count, so it starts published.
 */
export async function seedOnlineStock(db: Queryable, source: StockSource, shopper: Shopper, codes: readonly string[]): Promise<void> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  const known = await db.query<{ code: string }>('SELECT code FROM online_stock WHERE code = ANY($1::text[])', [unique]);
  // In code order, as purchases take stock: two first sales inserting the same codes never wait for each other crosswise.
  const missing = unique.filter((code) => !known.some((row) => row.code === code)).sort();
  if (missing.length === 0) return;
  const counts = await source.onlineQuantities(shopper, missing);
  await db.query(
    `INSERT INTO online_stock (code, available, version, published_version)
     SELECT code, available, 1, 1 FROM unnest($1::text[], $2::int[]) AS seed (code, available)
     ON CONFLICT (code) DO NOTHING`,
    [missing, missing.map((code) => counts.get(code) ?? 0)],
  );
}

/**
 * Takes `need.quantity` of a code from stock, or nothing when there is not that much: then it answers how many are
 * left. The guard is in the UPDATE itself, so two purchases of the last unit cannot both get it. Every change of
 * `available` bumps `version`, which is what the stock publisher sends to the catalog (stock-publisher.ts).
 */
export async function takeStock(tx: Queryable, need: StockNeed): Promise<{ taken: true } | { taken: false; available: number }> {
  const taken = await tx.query(
    'UPDATE online_stock SET available = available - $2, version = version + 1 WHERE code = $1 AND available >= $2 RETURNING available',
    [need.code, need.quantity],
  );
  if (taken.length > 0) return { taken: true };
  const [row] = await tx.query<{ available: number }>('SELECT available FROM online_stock WHERE code = $1', [need.code]);
  return { taken: false, available: row?.available ?? 0 };
}

/** Puts back what an order took: its lines, gifts included. The rows are locked in code order, as purchases lock them. */
export async function giveBackStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('SELECT code FROM online_stock WHERE code IN (SELECT code FROM order_lines WHERE order_id = $1) ORDER BY code FOR UPDATE', [orderId]);
  await tx.query(
    `UPDATE online_stock s SET available = s.available + taken.quantity, version = s.version + 1
     FROM (SELECT code, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1 GROUP BY code) AS taken
     WHERE s.code = taken.code`,
    [orderId],
  );
}
