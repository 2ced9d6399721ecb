import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Database, type Queryable } from '@storefront/platform/server';
import type { CreatePostRequest, ProductQuestion, ProductReview } from '../../../contract/product-reviews';
import { reviewColumns, reviewOf, isoOf } from '../product-sections/review-store';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { recountReviews } from '../summaries/review-summary-store';

/** The member's profile id, or null before onboarding. */
export async function profileIdOfMember(db: Queryable, memberId: string): Promise<string | null> {
  const [row] = await db.query<{ profile_id: string }>('SELECT profile_id FROM profiles WHERE member_id = $1', [memberId]);
  return row?.profile_id ?? null;
}

export type NewReview = Extract<CreatePostRequest, { $type: 'review' }>;
export type NewQuestion = Extract<CreatePostRequest, { $type: 'question' }>;

/** Writes the review and counts the product's reviews again, in one transaction; 'exists' when the profile has one. */
export async function writeReview(db: Database, profileId: string, review: NewReview): Promise<ProductReview | 'exists'> {
  const postId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO posts (post_id, kind, profile_id, product_code, stars, title, body, skin_type, skin_tone, is_recommended)
         VALUES ($1, 'review', $2, $3, $4, $5, $6, $7, $8, $9)`,
        [postId, profileId, review.productCode, review.stars, review.title, review.text, review.skinType ?? null, review.skinTone ?? null, review.isRecommended ?? null],
      );
      await recountReviews(tx, [review.productCode]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
  const [row] = await db.query<Parameters<typeof reviewOf>[0]>(
    `SELECT ${reviewColumns}, false AS marked_helpful, true AS is_own FROM posts p JOIN profiles a ON a.profile_id = p.profile_id WHERE p.post_id = $1`,
    [postId],
  );
  return reviewOf(row!);
}

/** Writes the question. */
export async function writeQuestion(db: Queryable, profileId: string, question: NewQuestion): Promise<ProductQuestion> {
  const [row] = await db.query<AuthorRow & { post_id: string; body: string; created_at: Date | string }>(
    `WITH written AS (
       INSERT INTO posts (post_id, kind, profile_id, product_code, body) VALUES ($1, 'question', $2, $3, $4) RETURNING *
     )
     SELECT w.post_id, w.body, w.created_at, ${authorColumns}
     FROM written w JOIN profiles a ON a.profile_id = w.profile_id`,
    [randomUUID(), profileId, question.productCode, question.text],
  );
  return { postId: row!.post_id, author: authorOf(row!), text: row!.body, createdAt: isoOf(row!.created_at), answerCount: 0, answers: [], answersNextFrom: null };
}
