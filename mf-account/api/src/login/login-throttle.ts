import type { Queryable } from '@storefront/platform/server';

export const throttleWindowMs = 15 * 60_000;

/**
 * Failures within the window: per account (e-mail) since its last successful login, per browser address all of them.
 * Successful logins never count: many members share one address (a shop's wifi, an office, a mobile operator's NAT).
 */
export const throttleLimits = {
  accountFailuresBeforeChallenge: 3,
  accountFailuresBeforeRefusal: 10,
  addressFailuresBeforeChallenge: 10,
  addressFailuresBeforeRefusal: 30,
} as const;

export type LoginThrottle =
  | { kind: 'open' }
  | { kind: 'challenge' }
  /** Refused, even with the right password, until `until` (ms). */
  | { kind: 'refused'; until: number };

const iso = (ms: number) => new Date(ms).toISOString();

/** When the `limit`-th newest of `times` leaves the window: the moment fewer than `limit` remain. */
const freedAt = (times: number[], limit: number) => times[limit - 1]! + throttleWindowMs;

/**
 * What a login for `email` from `address` needs now. Counted from the database, so every account server agrees and
 * a restart forgets nothing. An empty address (no gateway in front) is not throttled per address.
 */
export async function loginThrottle(db: Queryable, email: string, address: string, now: number): Promise<LoginThrottle> {
  const since = iso(now - throttleWindowMs);
  const accountFailures = (
    await db.query<{ at: Date | string }>(
      `SELECT at FROM login_attempts
       WHERE email = $1 AND at > $2::timestamptz AND NOT succeeded
         AND at > COALESCE((SELECT max(at) FROM login_attempts WHERE email = $1 AND succeeded AND at > $2::timestamptz), '-infinity')
       ORDER BY at DESC LIMIT $3`,
      [email, since, throttleLimits.accountFailuresBeforeRefusal],
    )
  ).map((row) => new Date(row.at).getTime());
  const addressFailures = address
    ? (
        await db.query<{ at: Date | string }>(
          'SELECT at FROM login_attempts WHERE address = $1 AND at > $2::timestamptz AND NOT succeeded ORDER BY at DESC LIMIT $3',
          [address, since, throttleLimits.addressFailuresBeforeRefusal],
        )
      ).map((row) => new Date(row.at).getTime())
    : [];
  const refusedUntil = Math.max(
    accountFailures.length >= throttleLimits.accountFailuresBeforeRefusal ? freedAt(accountFailures, throttleLimits.accountFailuresBeforeRefusal) : 0,
    addressFailures.length >= throttleLimits.addressFailuresBeforeRefusal ? freedAt(addressFailures, throttleLimits.addressFailuresBeforeRefusal) : 0,
  );
  if (refusedUntil > now) return { kind: 'refused', until: refusedUntil };
  if (
    accountFailures.length >= throttleLimits.accountFailuresBeforeChallenge ||
    addressFailures.length >= throttleLimits.addressFailuresBeforeChallenge
  ) {
    return { kind: 'challenge' };
  }
  return { kind: 'open' };
}

export async function recordLoginAttempt(db: Queryable, attempt: { email: string; address: string; succeeded: boolean; now: number }) {
  await db.query('INSERT INTO login_attempts (email, address, succeeded, at) VALUES ($1, $2, $3, $4::timestamptz)', [
    attempt.email.slice(0, 254),
    attempt.address,
    attempt.succeeded,
    iso(attempt.now),
  ]);
  // Old attempts count for nothing: each new one sweeps a few of those away, so the table stays small.
  await db.query(
    'DELETE FROM login_attempts WHERE id IN (SELECT id FROM login_attempts WHERE at < $1::timestamptz ORDER BY at LIMIT 20)',
    [iso(attempt.now - 24 * 60 * 60_000)],
  );
}
