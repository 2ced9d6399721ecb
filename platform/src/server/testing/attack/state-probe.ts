import type { Database } from '../../db/database';

/**
 * Tells whether any transaction committed in a database between two moments: every transaction id handed out since
 * the mark is looked up, and one that committed is a change (one rolled back is not). Only meaningful on a database no
 * other process writes to (a test's own PGlite), and with nothing else of the server running in the background.
 */
export interface StateProbe {
  mark(): Promise<bigint>;
  committedSince(mark: bigint): Promise<number>;
}

export function stateProbe(db: Database): StateProbe {
  const next = async () => BigInt((await db.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0]!.x);
  return {
    mark: next,
    async committedSince(mark) {
      const now = await next();
      if (now === mark) return 0;
      const [row] = await db.query<{ committed: number }>(
        `SELECT count(*)::int AS committed FROM generate_series($1::bigint, $2::bigint - 1) AS id
          WHERE pg_xact_status(id::text::xid8) = 'committed'`,
        [mark.toString(), now.toString()],
      );
      return row?.committed ?? 0;
    },
  };
}
