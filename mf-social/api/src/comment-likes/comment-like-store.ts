import type { Database, Queryable } from '@storefront/platform/server';
import type { PostPage, ProductQuestion, QuestionAnswer } from '../../../contract/product-reviews';
import { recordCommentLikeEvent } from '../notifications/notification-events';
import { likedIdsOf } from '../posts/liked-marks';

/**
 * Gives the member's like to a visible comment under a visible post `postId`, or takes it back. The like is the row; the
 * comment's count moves only when a row was written or deleted, in the same transaction, so repeated or simultaneous
 * presses count once; a new like tells the comment's writer (once per member and comment). Null when the comment is not
 * there, hidden, or under another post.
 */
export async function setCommentLike(db: Database, postId: string, commentId: string, memberId: string, on: boolean): Promise<{ count: number; on: boolean } | null> {
  return db.transaction(async (tx) => {
    const [comment] = await tx.query(
      `SELECT 1 FROM comments c JOIN posts p ON p.post_id = c.post_id
       WHERE c.comment_id = $1 AND c.post_id = $2 AND c.hidden_at IS NULL AND p.hidden_at IS NULL`,
      [commentId, postId],
    );
    if (!comment) return null;
    const changed = on
      ? await tx.query("INSERT INTO comment_reactions (comment_id, member_id, type) VALUES ($1, $2, 'like') ON CONFLICT DO NOTHING RETURNING comment_id", [commentId, memberId])
      : await tx.query("DELETE FROM comment_reactions WHERE comment_id = $1 AND member_id = $2 AND type = 'like' RETURNING comment_id", [commentId, memberId]);
    const step = changed.length === 0 ? 0 : on ? 1 : -1;
    if (step === 1) await recordCommentLikeEvent(tx, commentId, memberId);
    const [counted] = await tx.query<{ count: number }>('UPDATE comments SET like_count = greatest(like_count + $2, 0) WHERE comment_id = $1 RETURNING like_count AS count', [
      commentId,
      step,
    ]);
    return { count: counted!.count, on };
  });
}

/** The comments with those the member likes marked (`liked`), in one query (likedIdsOf); a visitor's as they are. */
export async function withCommentLikesOf<Comment extends { commentId: string; liked: boolean }>(
  db: Queryable,
  memberId: string | null,
  comments: readonly Comment[],
): Promise<Comment[]> {
  if (!memberId || comments.length === 0) return [...comments];
  const liked = await likedIdsOf(db, memberId, 'comments', comments.map((comment) => comment.commentId));
  return comments.map((comment) => ({ ...comment, liked: liked.has(comment.commentId) }));
}

/** A page of comments with those the member likes marked. */
export async function commentPageWithLikesOf(db: Queryable, memberId: string | null, page: PostPage<QuestionAnswer>): Promise<PostPage<QuestionAnswer>> {
  return { ...page, items: await withCommentLikesOf(db, memberId, page.items) };
}

/** A page of questions with the answers the member likes marked, in one query for the page. */
export async function questionPageWithLikesOf(db: Queryable, memberId: string | null, page: PostPage<ProductQuestion>): Promise<PostPage<ProductQuestion>> {
  const marked = new Map((await withCommentLikesOf(db, memberId, page.items.flatMap((question) => question.answers))).map((answer) => [answer.commentId, answer]));
  return { ...page, items: page.items.map((question) => ({ ...question, answers: question.answers.map((answer) => marked.get(answer.commentId) ?? answer) })) };
}
