import type { Database } from '@storefront/platform/server';
import { likedKinds, type LikeResponse, type PostKind, type ReactionResponse, type ReactionType } from '../../../contract/product-reviews';
import { recordReactionEvent } from '../notifications/notification-events';

/** The post's count of each reaction. */
const countColumns: Record<ReactionType, 'helpful_count' | 'like_count'> = { helpful: 'helpful_count', like: 'like_count' };

/**
 * Gives the member's reaction of `type` to a visible post, or takes it back. The reaction is the row; the post's count
 * moves only when a row was written or deleted, in the same transaction, so repeated or simultaneous presses count
 * once; a new reaction tells the post's author (once per member, post and type). Null when the post is not there;
 * 'notOffered' for a like of a post that is no look or picture.
 */
export async function setReaction(
  db: Database,
  postId: string,
  memberId: string,
  type: ReactionType,
  on: boolean,
): Promise<{ count: number; on: boolean } | 'notOffered' | null> {
  return db.transaction(async (tx) => {
    const [post] = await tx.query<{ kind: PostKind }>('SELECT kind FROM posts WHERE post_id = $1 AND hidden_at IS NULL', [postId]);
    if (!post) return null;
    if (type === 'like' && !likedKinds.includes(post.kind)) return 'notOffered';
    const changed = on
      ? await tx.query('INSERT INTO post_reactions (post_id, member_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING post_id', [postId, memberId, type])
      : await tx.query('DELETE FROM post_reactions WHERE post_id = $1 AND member_id = $2 AND type = $3 RETURNING post_id', [postId, memberId, type]);
    const step = changed.length === 0 ? 0 : on ? 1 : -1;
    if (step === 1) await recordReactionEvent(tx, postId, memberId, type);
    const column = countColumns[type];
    const [counted] = await tx.query<{ count: number }>(`UPDATE posts SET ${column} = greatest(${column} + $2, 0) WHERE post_id = $1 RETURNING ${column} AS count`, [
      postId,
      step,
    ]);
    return { count: counted!.count, on };
  });
}

/** A reaction's answer as the contract words it for its type. */
export const reactionAnswer = (type: ReactionType, { count, on }: { count: number; on: boolean }): ReactionResponse | LikeResponse =>
  type === 'helpful' ? { helpfulCount: count, markedHelpful: on } : { likeCount: count, liked: on };
