import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Database } from '@storefront/platform/server';
import type { CreatePostRequest, ProductQuestion, ProductReview } from '../../../contract/product-reviews';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { flaggedWordsIn } from '../moderation/word-filter';
import { reviewColumns, reviewOf, isoOf } from '../product-sections/review-store';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { recountReviews } from '../summaries/review-summary-store';
import { recordHashtags } from '../hashtags/hashtag-store';
import { hashtagsIn } from '../hashtags/hashtags-in';
import { recordMentions } from '../mentions/mention-store';

export type NewReview = Extract<CreatePostRequest, { $type: 'review' }>;
export type NewQuestion = Extract<CreatePostRequest, { $type: 'question' }>;

/** A written post or comment, and whether the word filter held it for a moderator. */
export interface Written<T> {
  written: T;
  isHeldForModeration: boolean;
}

/** `hidden_at` and `hidden_reason` of a new post or comment: held when the filter found words. */
export const heldColumns = (flaggedWords: readonly string[]) =>
  flaggedWords.length > 0 ? { hiddenAt: 'now()', reason: "'word-filter'" } : { hiddenAt: 'NULL', reason: 'NULL' };

/**
 * Writes the review within the member's posting limit and counts the product's reviews again, in one transaction;
 * a review the word filter holds waits for a moderator, uncounted. 'exists' when the profile has one.
 */
export async function writeReview(db: Database, limits: PostingLimits, profileId: string, review: NewReview): Promise<Written<ProductReview> | 'exists'> {
  const postId = randomUUID();
  const flaggedWords = flaggedWordsIn(review.title, review.text);
  const held = heldColumns(flaggedWords);
  try {
    await db.transaction(async (tx) => {
      await claimPostingRoom(tx, limits, 'posts', profileId);
      await tx.query(
        `INSERT INTO posts (post_id, kind, profile_id, product_code, stars, title, body, skin_type, skin_tone, is_recommended, hidden_at, hidden_reason)
         VALUES ($1, 'review', $2, $3, $4, $5, $6, $7, $8, $9, ${held.hiddenAt}, ${held.reason})`,
        [postId, profileId, review.productCode, review.stars, review.title, review.text, review.skinType ?? null, review.skinTone ?? null, review.isRecommended ?? null],
      );
      await recordHashtags(tx, [postId]);
      await recordMentions(tx, { postId }, [review.title, review.text], profileId, flaggedWords.length === 0);
      if (flaggedWords.length > 0) await openWordFilterCase(tx, { postId }, flaggedWords);
      else await recountReviews(tx, [review.productCode]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
  const [row] = await db.query<Parameters<typeof reviewOf>[0]>(
    `SELECT ${reviewColumns}, false AS marked_helpful, true AS is_own FROM posts p JOIN profiles a ON a.profile_id = p.profile_id WHERE p.post_id = $1`,
    [postId],
  );
  return { written: reviewOf(row!), isHeldForModeration: flaggedWords.length > 0 };
}

/** Writes the question within the member's posting limit, held for a moderator when the word filter says so. */
export async function writeQuestion(db: Database, limits: PostingLimits, profileId: string, question: NewQuestion): Promise<Written<ProductQuestion>> {
  const flaggedWords = flaggedWordsIn(question.text);
  const held = heldColumns(flaggedWords);
  const row = await db.transaction(async (tx) => {
    await claimPostingRoom(tx, limits, 'posts', profileId);
    const [written] = await tx.query<AuthorRow & { post_id: string; body: string; created_at: Date | string }>(
      `WITH written AS (
         INSERT INTO posts (post_id, kind, profile_id, product_code, body, hidden_at, hidden_reason)
         VALUES ($1, 'question', $2, $3, $4, ${held.hiddenAt}, ${held.reason}) RETURNING *
       )
       SELECT w.post_id, w.body, w.created_at, ${authorColumns}
       FROM written w JOIN profiles a ON a.profile_id = w.profile_id`,
      [randomUUID(), profileId, question.productCode, question.text],
    );
    await recordHashtags(tx, [written!.post_id]);
    const mentions = await recordMentions(tx, { postId: written!.post_id }, [question.text], profileId, flaggedWords.length === 0);
    if (flaggedWords.length > 0) await openWordFilterCase(tx, { postId: written!.post_id }, flaggedWords);
    return { ...written!, mentions };
  });
  return {
    written: {
      postId: row.post_id,
      author: authorOf(row),
      text: row.body,
      hashtags: hashtagsIn(row.body),
      mentions: row.mentions,
      createdAt: isoOf(row.created_at),
      editedAt: null,
      isOwn: true,
      answerCount: 0,
      answers: [],
      answersNextFrom: null,
    },
    isHeldForModeration: flaggedWords.length > 0,
  };
}
