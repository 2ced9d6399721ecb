import type { MarketCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';

/** The member's monitored codes in a market, newest first. */
export async function monitoredCodes(db: Queryable, memberId: string, market: MarketCode): Promise<{ code: string; since: Date }[]> {
  const rows = await db.query<{ code: string; since: Date }>(
    'SELECT code, since FROM monitored_products WHERE member_id = $1 AND market = $2 ORDER BY since DESC, code',
    [memberId, market],
  );
  return rows.map((row) => ({ code: row.code, since: new Date(row.since) }));
}

export async function isMonitored(db: Queryable, memberId: string, code: string, market: MarketCode): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM monitored_products WHERE member_id = $1 AND code = $2 AND market = $3', [memberId, code, market]);
  return rows.length > 0;
}

/** Starts monitoring; false when the member no longer exists. */
export async function monitor(db: Queryable, memberId: string, code: string, market: MarketCode): Promise<boolean> {
  const members = await db.query(
    `WITH member AS (SELECT id FROM members WHERE id = $1),
          added AS (INSERT INTO monitored_products (member_id, code, market) SELECT id, $2, $3 FROM member ON CONFLICT DO NOTHING)
     SELECT id FROM member`,
    [memberId, code, market],
  );
  return members.length > 0;
}

/** Stops monitoring; whether it was monitored. */
export async function stopMonitoring(db: Queryable, memberId: string, code: string, market: MarketCode): Promise<boolean> {
  const removed = await db.query('DELETE FROM monitored_products WHERE member_id = $1 AND code = $2 AND market = $3 RETURNING code', [memberId, code, market]);
  return removed.length > 0;
}
