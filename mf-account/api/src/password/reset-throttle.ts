import type { Queryable } from '@storefront/platform/server';

export const resetThrottleWindowMs = 15 * 60_000;
/** Requests within the window after which the next one needs a solved challenge. */
export const resetRequestLimits = { perEmail: 3, perAddress: 10 } as const;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the next reset request for `email` from `address` needs a solved challenge. */
export async function resetNeedsChallenge(db: Queryable, email: string, address: string, now: number): Promise<boolean> {
  const [counts] = await db.query<{ by_email: number; by_address: number }>(
    `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email, count(*) FILTER (WHERE address = $2 AND $2 <> '')::int AS by_address
     FROM password_reset_requests WHERE (email = $1 OR address = $2) AND at > $3::timestamptz`,
    [email, address, iso(now - resetThrottleWindowMs)],
  );
  return counts!.by_email >= resetRequestLimits.perEmail || counts!.by_address >= resetRequestLimits.perAddress;
}

export async function recordResetRequest(db: Queryable, email: string, address: string, now: number): Promise<void> {
  await db.query('INSERT INTO password_reset_requests (email, address, at) VALUES ($1, $2, $3::timestamptz)', [email.slice(0, 254), address, iso(now)]);
  await db.query(
    'DELETE FROM password_reset_requests WHERE id IN (SELECT id FROM password_reset_requests WHERE at < $1::timestamptz ORDER BY at LIMIT 20)',
    [iso(now - 24 * 60 * 60_000)],
  );
}
