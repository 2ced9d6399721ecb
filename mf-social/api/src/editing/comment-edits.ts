import type { Database } from '@storefront/platform/server';
import type { QuestionAnswer } from '../../../contract/product-reviews';
import { commentMentionsColumn, recordMentions } from '../mentions/mention-store';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { setCommentVisibility } from '../moderation/visibility';
import { flaggedWordsIn } from '../moderation/word-filter';
import type { Written } from '../posts/post-store';
import { authorColumns } from '../product-sections/post-author';
import { answerOf, commentColumns, type AnswerRow } from '../product-sections/question-store';

/**
 * The writer `profileId` changes the words of their comment or reply under the post `postId`, in one transaction:
 * the words and when, the profiles they name now (those newly named hear of it, once ever, as for a new comment), and
 * the word filter as for a new one: a shown comment it flags is held for a moderator. One out of sight stays so (a
 * moderator lets it show). Null when it is not there or not theirs.
 */
export async function editOwnComment(db: Database, profileId: string, postId: string, commentId: string, text: string): Promise<Written<QuestionAnswer> | null> {
  const flaggedWords = flaggedWordsIn(text);
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ was_hidden: boolean }>(
      'SELECT hidden_at IS NOT NULL AS was_hidden FROM comments WHERE comment_id = $1 AND post_id = $2 AND profile_id = $3 FOR UPDATE',
      [commentId, postId, profileId],
    );
    if (!before) return null;
    await tx.query('UPDATE comments SET body = $2, edited_at = now() WHERE comment_id = $1', [commentId, text]);
    const held = before.was_hidden || flaggedWords.length > 0;
    if (flaggedWords.length > 0) {
      if (!before.was_hidden) await setCommentVisibility(tx, commentId, 'word-filter');
      await openWordFilterCase(tx, { commentId }, flaggedWords);
    }
    await tx.query('DELETE FROM post_mentions WHERE comment_id = $1', [commentId]);
    await recordMentions(tx, { postId, commentId }, [text], profileId, !held);
    const [row] = await tx.query<AnswerRow>(
      `SELECT ${commentColumns}, ${authorColumns}, ${commentMentionsColumn} FROM comments c JOIN profiles a ON a.profile_id = c.profile_id WHERE c.comment_id = $1`,
      [commentId],
    );
    return { written: answerOf(row!), isHeldForModeration: held };
  });
}
