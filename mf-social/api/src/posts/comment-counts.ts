import type { Queryable } from '@storefront/platform/server';
import { recordCommentEvent, recordReplyEvent } from '../notifications/notification-events';

/**
 * A comment that shows now (written, or let through by a moderator): counted where it shows and its thread's author
 * told (the post's for a comment, the comment's for a reply), once ever.
 */
export async function countShown(tx: Queryable, comment: { commentId: string; postId: string; rootId: string | null; profileId: string }): Promise<void> {
  const { commentId, postId, rootId, profileId } = comment;
  if (rootId === null) {
    await tx.query('UPDATE posts SET comment_count = comment_count + 1 WHERE post_id = $1', [postId]);
    await recordCommentEvent(tx, commentId, postId, profileId);
  } else {
    await tx.query('UPDATE comments SET reply_count = reply_count + 1 WHERE comment_id = $1', [rootId]);
    await recordReplyEvent(tx, commentId, rootId, profileId);
  }
}

/** A comment that no longer shows (hidden, or deleted): counted one fewer where it showed. */
export async function countGone(tx: Queryable, comment: { postId: string; rootId: string | null }): Promise<void> {
  if (comment.rootId === null) await tx.query('UPDATE posts SET comment_count = greatest(comment_count - 1, 0) WHERE post_id = $1', [comment.postId]);
  else await tx.query('UPDATE comments SET reply_count = greatest(reply_count - 1, 0) WHERE comment_id = $1', [comment.rootId]);
}
