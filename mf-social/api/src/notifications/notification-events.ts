import type { Queryable } from '@storefront/platform/server';
import type { ReactionType } from '../../../contract/product-reviews';

/** What the author of a post of each kind is told of a comment on it. */
const commentKinds = `CASE p.kind WHEN 'question' THEN 'answer' WHEN 'look' THEN 'look-comment' WHEN 'userImagePost' THEN 'picture-comment' ELSE 'comment' END`;

/**
 * In the caller's transaction: an event for the author of `postId` that `actorProfileId` answered their question or
 * commented on their review, look or picture. Nobody is told of their own answer, nor an imported author (who is no
 * member).
 */
export async function recordCommentEvent(tx: Queryable, commentId: string, postId: string, actorProfileId: string): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO notification_events (event_key, kind, recipient_member_id, actor_profile_id, product_code)
     SELECT $1, ${commentKinds}, a.member_id, $3, p.product_code
     FROM posts p JOIN profiles a ON a.profile_id = p.profile_id
     WHERE p.post_id = $2 AND a.member_id IS NOT NULL AND p.profile_id <> $3
     ON CONFLICT (event_key) DO NOTHING RETURNING event_key`,
    [`comment:${commentId}`, postId, actorProfileId],
  );
  return written.length > 0;
}

/**
 * In the caller's transaction: an event for the author of the comment `rootId` that `actorProfileId` replied in its
 * thread (about the post's product). Nobody is told of their own reply; one named with '@' in it hears of that.
 */
export async function recordReplyEvent(tx: Queryable, replyId: string, rootId: string, actorProfileId: string): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO notification_events (event_key, kind, recipient_member_id, actor_profile_id, product_code)
     SELECT $1, 'comment-reply', a.member_id, $3, p.product_code
     FROM comments c JOIN profiles a ON a.profile_id = c.profile_id JOIN posts p ON p.post_id = c.post_id
     WHERE c.comment_id = $2 AND a.member_id IS NOT NULL AND c.profile_id <> $3
     ON CONFLICT (event_key) DO NOTHING RETURNING event_key`,
    [`reply:${replyId}`, rootId, actorProfileId],
  );
  return written.length > 0;
}

/**
 * In the caller's transaction: an event for the author of `postId` that a member marked it helpful or liked it (a look,
 * a picture), once per member, post and reaction however often it is taken back and given again. Not for a member's
 * reaction to their own post; it names nobody.
 */
export async function recordReactionEvent(tx: Queryable, postId: string, memberId: string, type: ReactionType): Promise<boolean> {
  const kind = type === 'helpful' ? `'helpful'` : `CASE p.kind WHEN 'look' THEN 'look-like' ELSE 'picture-like' END`;
  const written = await tx.query(
    `INSERT INTO notification_events (event_key, kind, recipient_member_id, product_code)
     SELECT $3, ${kind}, a.member_id, p.product_code
     FROM posts p JOIN profiles a ON a.profile_id = p.profile_id
     WHERE p.post_id = $1 AND a.member_id IS NOT NULL AND a.member_id <> $2
     ON CONFLICT (event_key) DO NOTHING RETURNING event_key`,
    [postId, memberId, `${type}:${postId}:${memberId}`],
  );
  return written.length > 0;
}

/**
 * In the caller's transaction: an event for the writer of the comment `commentId` that a member liked it (about its
 * post's product), once per member and comment however often it is taken back and given again. Not for a member's like
 * of their own comment; it names nobody.
 */
export async function recordCommentLikeEvent(tx: Queryable, commentId: string, memberId: string): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO notification_events (event_key, kind, recipient_member_id, product_code)
     SELECT $3, 'comment-like', a.member_id, p.product_code
     FROM comments c JOIN profiles a ON a.profile_id = c.profile_id JOIN posts p ON p.post_id = c.post_id
     WHERE c.comment_id = $1 AND a.member_id IS NOT NULL AND a.member_id <> $2
     ON CONFLICT (event_key) DO NOTHING RETURNING event_key`,
    [commentId, memberId, `comment-like:${commentId}:${memberId}`],
  );
  return written.length > 0;
}
