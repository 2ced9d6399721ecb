import type { Queryable } from '@storefront/platform/server';
import type { ChallengeDifficulty } from './challenge-difficulty';

export const throttleWindowMs = 15 * 60_000;

/**
 * Failures within the window: per account (e-mail) since its last successful login, per browser address all of them.
 * Successful logins never count: many members share one address (a shop's wifi, an office, a mobile operator's NAT).
 * Failures on an account never refuse its owner's right password: they make the challenge harder instead. Only an
 * address that keeps failing is refused, for every account or for the one it keeps guessing.
 */
export const throttleLimits = {
  accountFailuresBeforeChallenge: 3,
  /** From here an account is under attack: its owner is mailed a link to log in without the challenge. */
  accountFailuresUnderAttack: 10,
  addressFailuresBeforeChallenge: 10,
  addressFailuresBeforeRefusal: 30,
  /** One address guessing one account is refused sooner than one address failing on many. */
  accountFailuresFromAddressBeforeRefusal: 10,
} as const;

export type LoginThrottle =
  | { kind: 'open' }
  /** The attempt needs a solved challenge of `bits`; `underAttack`: the account has many recent failures. */
  | { kind: 'challenge'; bits: number; underAttack: boolean }
  /** This address is refused, even with the right password, until `until` (ms). */
  | { kind: 'refused'; until: number };

const iso = (ms: number) => new Date(ms).toISOString();

/** When the `limit`-th newest of `times` leaves the window: the moment fewer than `limit` remain. */
const freedAt = (times: number[], limit: number) => times[limit - 1]! + throttleWindowMs;

/** The challenge for so many failures: one bit more per account failure past the first challenged one, one per two address failures. */
export function challengeBits(accountFailures: number, addressFailures: number, { first, cap }: ChallengeDifficulty): number | null {
  const { accountFailuresBeforeChallenge, addressFailuresBeforeChallenge } = throttleLimits;
  const byAccount = accountFailures >= accountFailuresBeforeChallenge ? first + accountFailures - accountFailuresBeforeChallenge : null;
  const byAddress = addressFailures >= addressFailuresBeforeChallenge ? first + Math.floor((addressFailures - addressFailuresBeforeChallenge) / 2) : null;
  if (byAccount === null && byAddress === null) return null;
  return Math.min(cap, Math.max(byAccount ?? 0, byAddress ?? 0));
}

/** Enough failures to reach any cap: counting stops there. */
const countedFailures = 100;

/**
 * What a login for `email` from `address` needs now. Counted from the database, so every account server agrees and
 * a restart forgets nothing. An empty address (no gateway in front) is not throttled per address.
 */
export async function loginThrottle(db: Queryable, email: string, address: string, now: number, difficulty: ChallengeDifficulty): Promise<LoginThrottle> {
  const since = iso(now - throttleWindowMs);
  const accountFailures = (
    await db.query<{ at: Date | string; address: string }>(
      `SELECT at, address FROM login_attempts
       WHERE email = $1 AND at > $2::timestamptz AND NOT succeeded
         AND at > COALESCE((SELECT max(at) FROM login_attempts WHERE email = $1 AND succeeded AND at > $2::timestamptz), '-infinity')
       ORDER BY at DESC LIMIT $3`,
      [email, since, countedFailures],
    )
  ).map((row) => ({ at: new Date(row.at).getTime(), address: row.address }));
  const addressFailures = address
    ? (
        await db.query<{ at: Date | string }>(
          'SELECT at FROM login_attempts WHERE address = $1 AND at > $2::timestamptz AND NOT succeeded ORDER BY at DESC LIMIT $3',
          [address, since, throttleLimits.addressFailuresBeforeRefusal],
        )
      ).map((row) => new Date(row.at).getTime())
    : [];
  const fromHere = address ? accountFailures.filter((failure) => failure.address === address).map((failure) => failure.at) : [];
  const refusedUntil = Math.max(
    addressFailures.length >= throttleLimits.addressFailuresBeforeRefusal ? freedAt(addressFailures, throttleLimits.addressFailuresBeforeRefusal) : 0,
    fromHere.length >= throttleLimits.accountFailuresFromAddressBeforeRefusal ? freedAt(fromHere, throttleLimits.accountFailuresFromAddressBeforeRefusal) : 0,
  );
  if (refusedUntil > now) return { kind: 'refused', until: refusedUntil };
  const bits = challengeBits(accountFailures.length, addressFailures.length, difficulty);
  if (bits === null) return { kind: 'open' };
  return { kind: 'challenge', bits, underAttack: accountFailures.length >= throttleLimits.accountFailuresUnderAttack };
}

/** Records an attempt as it starts (a failure until `recordLoginSuccess` says otherwise); returns its id. */
export async function recordLoginAttempt(db: Queryable, attempt: { email: string; address: string; now: number }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO login_attempts (email, address, succeeded, at) VALUES ($1, $2, false, $3::timestamptz) RETURNING id',
    [attempt.email.slice(0, 254), attempt.address, iso(attempt.now)],
  );
  // Old attempts count for nothing: each new one sweeps a few of those away, so the table stays small.
  await db.query(
    'DELETE FROM login_attempts WHERE id IN (SELECT id FROM login_attempts WHERE at < $1::timestamptz ORDER BY at LIMIT 20)',
    [iso(attempt.now - 24 * 60 * 60_000)],
  );
  return String(row!.id);
}

export async function recordLoginSuccess(db: Queryable, attemptId: string): Promise<void> {
  await db.query('UPDATE login_attempts SET succeeded = true WHERE id = $1', [attemptId]);
}

/**
 * Holds the logins of one e-mail address one after another until the transaction ends: what the throttle counted
 * is still true when the attempt is recorded, so concurrent guesses cannot all pass on one count.
 */
export async function lockLoginsOf(tx: Queryable, email: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('login:' || $1, 0))", [email]);
}
