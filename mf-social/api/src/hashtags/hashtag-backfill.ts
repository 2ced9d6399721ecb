import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '@storefront/platform/server';
import { recordHashtags } from './hashtag-store';

/**
 * Reads the hashtags of the posts written before the shop read them (`posts_awaiting_hashtags`), `batch` posts a
 * transaction, giving the database's thread back between batches, until none is left or `signal` aborts: what it read
 * is taken off the list with it, so a stop or a crash loses nothing and repeats nothing. Answers how many it read.
 */
export async function readAwaitingHashtags(db: Database, { batch = 500, signal }: { batch?: number; signal?: AbortSignal } = {}): Promise<number> {
  let read = 0;
  while (!signal?.aborted) {
    const taken = await db.transaction(async (tx) => {
      const rows = await tx.query<{ post_id: string }>(
        'DELETE FROM posts_awaiting_hashtags WHERE post_id IN (SELECT post_id FROM posts_awaiting_hashtags LIMIT $1) RETURNING post_id',
        [batch],
      );
      await recordHashtags(tx, rows.map((row) => row.post_id));
      return rows.length;
    });
    read += taken;
    if (taken < batch) break;
    await nextTurn();
  }
  return read;
}
