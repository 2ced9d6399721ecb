import type { Queryable } from '@storefront/platform/server';
import type { RepliesPage } from '../../../contract/comment-replies';
import { commentsOldestFirst } from '../product-sections/question-store';

/** One page of the visible replies of a visible comment of a visible post, oldest first; null when it is not there. */
export async function replyPage(db: Queryable, postId: string, commentId: string, from: string | undefined, count: number): Promise<RepliesPage | null> {
  const totalCount = async () => {
    const [comment] = await db.query<{ reply_count: number }>(
      `SELECT c.reply_count FROM comments c JOIN posts p ON p.post_id = c.post_id
       WHERE c.comment_id = $1 AND c.post_id = $2 AND c.hidden_at IS NULL AND p.hidden_at IS NULL`,
      [commentId, postId],
    );
    return comment?.reply_count ?? null;
  };
  return commentsOldestFirst(db, { replyTo: commentId }, { from, count, totalCount });
}
