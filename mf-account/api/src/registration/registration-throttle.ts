import type { Queryable } from '@storefront/platform/server';
import type { ChallengeDifficulty } from '../login/challenge-difficulty';

export const registrationWindowMs = 60 * 60_000;
/** Registrations from one address within the window before each further one needs a solved challenge. */
export const registrationsBeforeChallenge = 3;

const iso = (ms: number) => new Date(ms).toISOString();

/** The challenge the next registration from `address` needs, in bits (one more per registration), or null for none. */
export async function registrationChallengeBits(db: Queryable, address: string, now: number, { first, cap }: ChallengeDifficulty): Promise<number | null> {
  if (!address) return null;
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT 1 FROM registration_attempts WHERE address = $1 AND at > $2::timestamptz LIMIT 100) recent',
    [address, iso(now - registrationWindowMs)],
  );
  const registrations = row!.n;
  return registrations >= registrationsBeforeChallenge ? Math.min(cap, first + registrations - registrationsBeforeChallenge) : null;
}

export async function recordRegistration(db: Queryable, address: string, now: number): Promise<void> {
  if (!address) return;
  await db.query('INSERT INTO registration_attempts (address, at) VALUES ($1, $2::timestamptz)', [address, iso(now)]);
  // Old ones count for nothing: each new one sweeps a few of those away, so the table stays small.
  await db.query(
    'DELETE FROM registration_attempts WHERE id IN (SELECT id FROM registration_attempts WHERE at < $1::timestamptz ORDER BY at LIMIT 20)',
    [iso(now - 24 * 60 * 60_000)],
  );
}

/** Holds the registrations from one address one after another until the transaction ends (one count, one decision). */
export async function lockRegistrationsFrom(tx: Queryable, address: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('registration:' || $1, 0))", [address]);
}
