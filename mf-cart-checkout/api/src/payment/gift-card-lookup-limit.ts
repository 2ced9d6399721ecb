import type { Queryable } from '@storefront/platform/server';

export interface LookupLimit {
  /** Lookups allowed in a burst, and per minute on average. */
  perMinute: number;
}

export type LookupPermit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one gift card lookup for the shopper against guessing. A generic cell rate limit kept in the database,
 * so that every instance of the server shares it and concurrent lookups are counted exactly: each lookup pushes
 * the shopper's `free_at` on by a minute / perMinute, and is refused when that would go past a minute from now.
 */
export async function takeGiftCardLookup(db: Queryable, shopperKey: string, limit: LookupLimit = { perMinute: 10 }): Promise<LookupPermit> {
  const stepMs = Math.ceil(60_000 / limit.perMinute);
  const [taken] = await db.query<{ shopperKey: string }>(
    `INSERT INTO gift_card_lookup_limits AS lookup (shopper_key, free_at)
     VALUES ($1, now() + $2::int * interval '1 millisecond')
     ON CONFLICT (shopper_key) DO UPDATE SET free_at = greatest(lookup.free_at, now()) + $2::int * interval '1 millisecond'
     WHERE greatest(lookup.free_at, now()) + $2::int * interval '1 millisecond' <= now() + interval '1 minute'
     RETURNING shopper_key AS "shopperKey"`,
    [shopperKey, stepMs],
  );
  // Forget shoppers who have been quiet for an hour: their next lookup starts afresh either way.
  await db.query("DELETE FROM gift_card_lookup_limits WHERE free_at < now() - interval '1 hour'");
  if (taken) return { allowed: true };
  const [wait] = await db.query<{ seconds: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM free_at + $2::int * interval '1 millisecond' - interval '1 minute' - now())))::int AS seconds
     FROM gift_card_lookup_limits WHERE shopper_key = $1`,
    [shopperKey, stepMs],
  );
  return { allowed: false, retryAfterSeconds: wait?.seconds ?? 1 };
}
