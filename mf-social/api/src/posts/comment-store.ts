import { randomUUID } from 'node:crypto';
import type { Database } from '@storefront/platform/server';
import type { QuestionAnswer } from '../../../contract/product-reviews';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { flaggedWordsIn } from '../moderation/word-filter';
import { recordMentions } from '../mentions/mention-store';
import { recordCommentEvent } from '../notifications/notification-events';
import { authorColumns } from '../product-sections/post-author';
import { answerOf } from '../product-sections/question-store';
import { heldColumns, type Written } from './post-store';

/**
 * Writes a comment on a visible post within the member's posting limit, in one transaction: counted on the post and
 * its author told (notification_events), or held for a moderator (neither) when the word filter says so. Null when the
 * post is not there.
 */
export async function writeComment(
  db: Database,
  limits: PostingLimits,
  postId: string,
  profileId: string,
  text: string,
): Promise<Written<QuestionAnswer> | null> {
  const flaggedWords = flaggedWordsIn(text);
  const held = heldColumns(flaggedWords);
  return db.transaction(async (tx) => {
    const [post] = await tx.query<{ post_id: string }>('SELECT post_id FROM posts WHERE post_id = $1 AND hidden_at IS NULL FOR NO KEY UPDATE', [postId]);
    if (!post) return null;
    await claimPostingRoom(tx, limits, 'comments', profileId);
    const [row] = await tx.query<Parameters<typeof answerOf>[0]>(
      `WITH written AS (
         INSERT INTO comments (comment_id, post_id, profile_id, body, hidden_at, hidden_reason)
         VALUES ($1, $2, $3, $4, ${held.hiddenAt}, ${held.reason}) RETURNING *
       )
       SELECT w.comment_id, w.post_id, w.body, w.created_at, ${authorColumns} FROM written w JOIN profiles a ON a.profile_id = w.profile_id`,
      [randomUUID(), postId, profileId, text],
    );
    const mentions = await recordMentions(tx, { postId, commentId: row!.comment_id }, [text], profileId, flaggedWords.length === 0);
    if (flaggedWords.length > 0) await openWordFilterCase(tx, { commentId: row!.comment_id }, flaggedWords);
    else {
      await tx.query('UPDATE posts SET comment_count = comment_count + 1 WHERE post_id = $1', [postId]);
      await recordCommentEvent(tx, row!.comment_id, postId, profileId);
    }
    return { written: { ...answerOf(row!), mentions }, isHeldForModeration: flaggedWords.length > 0 };
  });
}
