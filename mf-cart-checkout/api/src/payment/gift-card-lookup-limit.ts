import type { Database, Queryable } from '@storefront/platform/server';
import type { Shopper } from '../cart/shopper';
import { ownerKeyOf } from '../promotions/owner-key';
import { clientAddressKey } from './client-address';

export interface LookupLimit {
  /** Lookups allowed in a burst, and per minute on average, for each caller (the shopper, and their address). */
  perMinute: number;
}

export type LookupPermit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Who a gift card lookup is counted against: the shopper (their cookie or member id) and the address they call from,
 * since a script without cookies is a new visitor on every request. The address gets the same ten a minute: people
 * sharing one look up a card now and then, a guesser thousands of times.
 */
export function giftCardLookupCallers(shopper: Pick<Shopper, 'owner' | 'clientAddress'>): string[] {
  const address = clientAddressKey(shopper.clientAddress);
  return [ownerKeyOf(shopper.owner), ...(address ? [`address:${address}`] : [])];
}

class LookupRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('gift card lookup refused');
  }
}

/**
 * Takes one lookup from the caller's allowance; false, and nothing taken, when it has none left. The time is the
 * clock's when the row is locked, not the transaction's start (`now()`): of concurrent lookups, one that started first
 * but got the lock last would otherwise judge by an older time and be refused a lookup it has.
 */
async function takeOne(tx: Queryable, callerKey: string, stepMs: number): Promise<boolean> {
  const [taken] = await tx.query(
    `INSERT INTO gift_card_lookup_limits AS lookup (caller_key, free_at)
     VALUES ($1, clock_timestamp() + $2::int * interval '1 millisecond')
     ON CONFLICT (caller_key) DO UPDATE SET free_at = greatest(lookup.free_at, clock_timestamp()) + $2::int * interval '1 millisecond'
     WHERE greatest(lookup.free_at, clock_timestamp()) + $2::int * interval '1 millisecond' <= clock_timestamp() + interval '1 minute'
     RETURNING caller_key`,
    [callerKey, stepMs],
  );
  return taken !== undefined;
}

async function secondsUntilFree(tx: Queryable, callerKey: string, stepMs: number): Promise<number> {
  const [wait] = await tx.query<{ seconds: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM free_at + $2::int * interval '1 millisecond' - interval '1 minute' - clock_timestamp())))::int AS seconds
     FROM gift_card_lookup_limits WHERE caller_key = $1`,
    [callerKey, stepMs],
  );
  return wait?.seconds ?? 1;
}

/**
 * Counts one gift card lookup against guessing for each of `callers` (`giftCardLookupCallers`), all or none: the
 * lookup is refused when any of them is over its limit. A generic cell rate limit kept in the database, so that every
 * instance of the server shares it and concurrent lookups are counted exactly: each lookup pushes a caller's
 * `free_at` on by a minute / perMinute, and is refused when that would go past a minute from now. Callers are taken
 * in sorted order, so two lookups never wait on each other in a circle.
 */
export async function takeGiftCardLookup(db: Database, callers: readonly string[], limit: LookupLimit = { perMinute: 10 }): Promise<LookupPermit> {
  const stepMs = Math.ceil(60_000 / limit.perMinute);
  let permit: LookupPermit;
  try {
    await db.transaction(async (tx) => {
      for (const caller of [...new Set(callers)].sort()) {
        if (!(await takeOne(tx, caller, stepMs))) throw new LookupRefused(await secondsUntilFree(tx, caller, stepMs));
      }
    });
    permit = { allowed: true };
  } catch (error) {
    if (!(error instanceof LookupRefused)) throw error;
    permit = { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
  }
  // Forget callers who have been quiet for an hour: their next lookup starts afresh either way.
  await db.query("DELETE FROM gift_card_lookup_limits WHERE free_at < now() - interval '1 hour'");
  return permit;
}
