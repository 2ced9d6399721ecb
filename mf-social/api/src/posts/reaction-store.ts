import type { Database } from '@storefront/platform/server';
import type { ReactionResponse } from '../../../contract/product-reviews';
import { recordHelpfulEvent } from '../notifications/notification-events';

/**
 * Marks a visible post helpful for the member, or takes the mark back. The mark is the row; the post's count moves
 * only when a row was written or deleted, in the same transaction, so repeated or simultaneous presses count once; a
 * new mark tells the post's author (once per member and post).
 * Null when the post is not there.
 */
export async function setHelpful(db: Database, postId: string, memberId: string, helpful: boolean): Promise<ReactionResponse | null> {
  return db.transaction(async (tx) => {
    const [post] = await tx.query<{ post_id: string }>('SELECT post_id FROM posts WHERE post_id = $1 AND hidden_at IS NULL', [postId]);
    if (!post) return null;
    const changed = helpful
      ? await tx.query(
          `INSERT INTO post_reactions (post_id, member_id, type) VALUES ($1, $2, 'helpful') ON CONFLICT DO NOTHING RETURNING post_id`,
          [postId, memberId],
        )
      : await tx.query(`DELETE FROM post_reactions WHERE post_id = $1 AND member_id = $2 AND type = 'helpful' RETURNING post_id`, [postId, memberId]);
    const step = changed.length === 0 ? 0 : helpful ? 1 : -1;
    if (step === 1) await recordHelpfulEvent(tx, postId, memberId);
    const [counted] = await tx.query<{ helpful_count: number }>(
      'UPDATE posts SET helpful_count = greatest(helpful_count + $2, 0) WHERE post_id = $1 RETURNING helpful_count',
      [postId, step],
    );
    return { helpfulCount: counted!.helpful_count, markedHelpful: helpful };
  });
}
