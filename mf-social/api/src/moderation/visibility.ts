import type { Queryable } from '@storefront/platform/server';
import type { HiddenReason } from '../../../contract/moderation';
import { tellMentioned } from '../mentions/mention-store';
import { countGone, countShown } from '../posts/comment-counts';
import { recountReviews } from '../summaries/review-summary-store';

/** A post or a comment (under the post `underPost`, when the path named it): what reports, cases and actions are about. */
export type Subject = { postId: string } | { commentId: string; underPost?: string };

export const isPost = (subject: Subject): subject is { postId: string } => 'postId' in subject;

/** What a change of visibility touched: the review whose product's summary changed, if it was one. */
export interface VisibilityChange {
  /** The thing is there (false: no such post or comment). */
  found: boolean;
  isHidden: boolean;
  isHiddenFromFeed: boolean;
  /** A review was hidden or shown: its product's summary was counted again, and the catalog should hear of it. */
  reviewsChanged: boolean;
}

const missing: VisibilityChange = { found: false, isHidden: false, isHiddenFromFeed: false, reviewsChanged: false };

/**
 * Hides a post (`reason`) or shows it again (null), and keeps it in or out of feeds (`fromFeed`, unchanged when
 * undefined), in the caller's transaction. The row is locked first, so two moderators' actions take turns; a review's
 * product summary is counted again when the review came or went.
 */
export async function setPostVisibility(tx: Queryable, postId: string, hidden: HiddenReason | null, fromFeed?: boolean): Promise<VisibilityChange> {
  const [before] = await tx.query<{ was_hidden: boolean; kind: string; product_code: string; profile_id: string }>(
    'SELECT hidden_at IS NOT NULL AS was_hidden, kind, product_code, profile_id FROM posts WHERE post_id = $1 FOR UPDATE',
    [postId],
  );
  if (!before) return missing;
  const [after] = await tx.query<{ is_hidden: boolean; is_hidden_from_feed: boolean }>(
    `UPDATE posts SET hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE coalesce(hidden_at, now()) END, hidden_reason = $2::text,
       hidden_from_feed_at = CASE WHEN $3::boolean IS NULL THEN hidden_from_feed_at WHEN $3 THEN coalesce(hidden_from_feed_at, now()) END
     WHERE post_id = $1
     RETURNING hidden_at IS NOT NULL AS is_hidden, hidden_from_feed_at IS NOT NULL AS is_hidden_from_feed`,
    [postId, hidden, fromFeed ?? null],
  );
  // Those its words name hear of it once it shows (once ever).
  if (before.was_hidden && !after!.is_hidden) await tellMentioned(tx, { postId }, before.profile_id);
  const reviewsChanged = before.kind === 'review' && before.was_hidden !== after!.is_hidden;
  if (reviewsChanged) await recountReviews(tx, [before.product_code]);
  return { found: true, isHidden: after!.is_hidden, isHiddenFromFeed: after!.is_hidden_from_feed, reviewsChanged };
}

/**
 * Hides a comment or a reply (`reason`) or shows it again (null), in the caller's transaction; its post counts visible
 * comments and a comment its visible replies, and the author of its post (of a reply's comment) hears of it when it
 * first shows.
 */
export async function setCommentVisibility(tx: Queryable, commentId: string, hidden: HiddenReason | null): Promise<VisibilityChange> {
  const [before] = await tx.query<{ was_hidden: boolean; post_id: string; profile_id: string; reply_to: string | null }>(
    'SELECT hidden_at IS NOT NULL AS was_hidden, post_id, profile_id, reply_to FROM comments WHERE comment_id = $1 FOR UPDATE',
    [commentId],
  );
  if (!before) return missing;
  await tx.query(
    `UPDATE comments SET hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE coalesce(hidden_at, now()) END, hidden_reason = $2::text
     WHERE comment_id = $1`,
    [commentId, hidden],
  );
  const isHidden = hidden !== null;
  if (before.was_hidden !== isHidden) {
    // An answer held by the word filter tells its question's author once a moderator lets it show (once, ever).
    if (!isHidden) {
      await countShown(tx, { commentId, postId: before.post_id, rootId: before.reply_to, profileId: before.profile_id });
      await tellMentioned(tx, { postId: before.post_id, commentId }, before.profile_id);
    } else {
      await countGone(tx, { postId: before.post_id, rootId: before.reply_to });
    }
  }
  return { found: true, isHidden, isHiddenFromFeed: false, reviewsChanged: false };
}

export const setVisibility = (tx: Queryable, subject: Subject, hidden: HiddenReason | null, fromFeed?: boolean): Promise<VisibilityChange> =>
  isPost(subject) ? setPostVisibility(tx, subject.postId, hidden, fromFeed) : setCommentVisibility(tx, subject.commentId, hidden);
