import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@storefront/platform/server';
import type { QuestionAnswer } from '../../../contract/product-reviews';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { flaggedWordsIn } from '../moderation/word-filter';
import { recordMentions } from '../mentions/mention-store';
import { authorColumns } from '../product-sections/post-author';
import { answerOf, commentColumns } from '../product-sections/question-store';
import { countShown } from './comment-counts';
import { heldColumns, type Written } from './post-store';

/** Where a comment goes: on a post, or as a reply to one of the post's comments (`replyTo`, a comment or a reply). */
export type CommentPlace = { postId: string; replyTo?: string };

/**
 * The thread a new comment joins, its post locked: none for a comment on the post, the comment a reply is under (a
 * reply to a reply joins the same one). Null when the post, the comment replied to or its thread is not shown.
 */
async function threadOf(tx: Queryable, { postId, replyTo }: CommentPlace): Promise<{ rootId: string | null } | null> {
  if (replyTo === undefined) {
    const [post] = await tx.query('SELECT post_id FROM posts WHERE post_id = $1 AND hidden_at IS NULL FOR NO KEY UPDATE', [postId]);
    return post ? { rootId: null } : null;
  }
  const [root] = await tx.query<{ comment_id: string }>(
    `SELECT r.comment_id FROM comments c
     JOIN comments r ON r.comment_id = coalesce(c.reply_to, c.comment_id)
     JOIN posts p ON p.post_id = r.post_id
     WHERE c.comment_id = $1 AND c.post_id = $2 AND c.hidden_at IS NULL AND r.hidden_at IS NULL AND p.hidden_at IS NULL
     FOR NO KEY UPDATE OF r`,
    [replyTo, postId],
  );
  return root ? { rootId: root.comment_id } : null;
}

/**
 * Writes a comment on a visible post, or a reply in one of its comments' threads, within the member's posting limit,
 * in one transaction: counted on the post (a reply on its thread's comment) and the author of the post (of the
 * thread's comment) told in notification_events, or held for a moderator (neither) when the word filter says so. Null
 * when there is no such post or comment to write under.
 */
export async function writeComment(
  db: Database,
  limits: PostingLimits,
  place: CommentPlace,
  profileId: string,
  text: string,
): Promise<Written<QuestionAnswer> | null> {
  const flaggedWords = flaggedWordsIn(text);
  const held = heldColumns(flaggedWords);
  const { postId } = place;
  return db.transaction(async (tx) => {
    const thread = await threadOf(tx, place);
    if (!thread) return null;
    await claimPostingRoom(tx, limits, 'comments', profileId);
    const [row] = await tx.query<Parameters<typeof answerOf>[0]>(
      `WITH written AS (
         INSERT INTO comments (comment_id, post_id, profile_id, body, reply_to, hidden_at, hidden_reason)
         VALUES ($1, $2, $3, $4, $5, ${held.hiddenAt}, ${held.reason}) RETURNING *
       )
       SELECT ${commentColumns}, ${authorColumns} FROM written c JOIN profiles a ON a.profile_id = c.profile_id`,
      [randomUUID(), postId, profileId, text, thread.rootId],
    );
    const commentId = row!.comment_id;
    const mentions = await recordMentions(tx, { postId, commentId }, [text], profileId, flaggedWords.length === 0);
    if (flaggedWords.length > 0) await openWordFilterCase(tx, { commentId }, flaggedWords);
    else await countShown(tx, { commentId, postId, rootId: thread.rootId, profileId });
    return { written: { ...answerOf(row!), mentions }, isHeldForModeration: flaggedWords.length > 0 };
  });
}
