import { randomUUID } from 'node:crypto';
import type { Database } from '@storefront/platform/server';
import type { QuestionAnswer } from '../../../contract/product-reviews';
import { authorColumns } from '../product-sections/post-author';
import { answerOf } from '../product-sections/question-store';

/** Writes a comment on a visible post and counts it there, in one transaction; null when the post is not there. */
export async function writeComment(db: Database, postId: string, profileId: string, text: string): Promise<QuestionAnswer | null> {
  return db.transaction(async (tx) => {
    const [post] = await tx.query<{ post_id: string }>(
      'UPDATE posts SET comment_count = comment_count + 1 WHERE post_id = $1 AND hidden_at IS NULL RETURNING post_id',
      [postId],
    );
    if (!post) return null;
    const [row] = await tx.query<Parameters<typeof answerOf>[0]>(
      `WITH written AS (INSERT INTO comments (comment_id, post_id, profile_id, body) VALUES ($1, $2, $3, $4) RETURNING *)
       SELECT w.comment_id, w.post_id, w.body, w.created_at, ${authorColumns} FROM written w JOIN profiles a ON a.profile_id = w.profile_id`,
      [randomUUID(), postId, profileId, text],
    );
    return answerOf(row!);
  });
}
