import type { Database, Queryable } from '@storefront/platform/server';
import { clearIfUnused } from '../images/social-images';
import { countGone } from '../posts/comment-counts';
import { recountReviews } from '../summaries/review-summary-store';

/** What deleting a post touched: whether it was a review (its product's summary was counted again). */
export interface DeletedPost {
  wasReview: boolean;
}

/** Events not yet sent about the things (their keys name them): nobody is told of what is gone. */
const forgetEvents = (tx: Queryable, ids: readonly string[]) =>
  tx.query(
    `DELETE FROM notification_events e WHERE e.delivered_at IS NULL
     AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS gone (id) WHERE e.event_key LIKE '%' || gone.id || '%')`,
    [ids],
  );

/**
 * The writer `profileId` deletes their post, with all that hangs on it (comments, marks, likes, saves, reports, cases),
 * in one transaction: a review's product summary is counted again, a picture no longer used is cleared. Null when the
 * post is not there or not theirs.
 */
export async function deleteOwnPost(db: Database, profileId: string, postId: string): Promise<DeletedPost | null> {
  return db.transaction(async (tx) => {
    const commentIds = await tx.query<{ comment_id: string }>('SELECT comment_id FROM comments WHERE post_id = $1', [postId]);
    const [deleted] = await tx.query<{ kind: string; product_code: string; image_id: string | null }>(
      'DELETE FROM posts WHERE post_id = $1 AND profile_id = $2 RETURNING kind, product_code, image_id',
      [postId, profileId],
    );
    if (!deleted) return null;
    await forgetEvents(tx, [postId, ...commentIds.map((row) => row.comment_id)]);
    const wasReview = deleted.kind === 'review';
    if (wasReview) await recountReviews(tx, [deleted.product_code]);
    await clearIfUnused(tx, [deleted.image_id]);
    return { wasReview };
  });
}

/**
 * The writer `profileId` deletes their comment (with its replies) or reply, under the post `postId`, in one
 * transaction; what counted it shown counts one fewer. False when it is not there or not theirs.
 */
export async function deleteOwnComment(db: Database, profileId: string, postId: string, commentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const replyIds = await tx.query<{ comment_id: string }>('SELECT comment_id FROM comments WHERE reply_to = $1', [commentId]);
    const [deleted] = await tx.query<{ reply_to: string | null; was_shown: boolean }>(
      'DELETE FROM comments WHERE comment_id = $1 AND post_id = $2 AND profile_id = $3 RETURNING reply_to, hidden_at IS NULL AS was_shown',
      [commentId, postId, profileId],
    );
    if (!deleted) return false;
    if (deleted.was_shown) await countGone(tx, { postId, rootId: deleted.reply_to });
    await forgetEvents(tx, [commentId, ...replyIds.map((row) => row.comment_id)]);
    return true;
  });
}
