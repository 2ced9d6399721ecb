import type { Queryable } from '@storefront/platform/server';
import { socialPageSize, type PostPage, type ProductQuestion, type QuestionAnswer } from '../../../contract/product-reviews';
import { postHashtagsColumn } from '../hashtags/hashtag-columns';
import { commentMentionsColumn, postMentionsColumn } from '../mentions/mention-store';
import { authorColumns, authorOf, type AuthorRow } from './post-author';
import { afterCursor, decodeCursor, encodeCursor, type CursorPart } from './post-cursor';
import { isoOf, isoOrNull } from './review-store';

interface QuestionRow extends AuthorRow {
  post_id: string;
  body: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  comment_count: number;
  is_own: boolean;
  hashtags: string[];
  mentions: string[];
}

export interface AnswerRow extends AuthorRow {
  comment_id: string;
  post_id: string;
  body: string;
  created_at: Date | string;
  reply_count: number;
  edited_at: Date | string | null;
  like_count: number;
  /** Read with commentMentionsColumn; none for a comment just written (its writer knows them). */
  mentions?: string[];
}

const newestFirst: CursorPart[] = ['timestamptz', 'uuid'];

export const answerOf = (row: AnswerRow): QuestionAnswer => ({
  commentId: row.comment_id,
  author: authorOf(row),
  text: row.body,
  createdAt: isoOf(row.created_at),
  mentions: row.mentions ?? [],
  replyCount: row.reply_count,
  editedAt: isoOrNull(row.edited_at),
  likeCount: row.like_count,
  // The reader's own mark: withCommentLikesOf (comment-like-store.ts) sets it.
  liked: false,
});

/** A comment's own columns as answerOf reads them, from `c`. */
export const commentColumns = 'c.comment_id, c.post_id, c.body, c.created_at, c.reply_count, c.edited_at, c.like_count';

/** The first answers of each question, oldest first, `perQuestion` at most each. */
async function firstAnswers(db: Queryable, postIds: string[], perQuestion: number): Promise<Map<string, QuestionAnswer[]>> {
  const answers = new Map<string, QuestionAnswer[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return answers;
  const rows = await db.query<AnswerRow>(
    `SELECT ${commentColumns}, ${authorColumns}, ${commentMentionsColumn}
     FROM unnest($1::uuid[]) AS q (post_id)
     CROSS JOIN LATERAL (
       SELECT * FROM comments c
       WHERE c.post_id = q.post_id AND c.hidden_at IS NULL AND c.reply_to IS NULL
       ORDER BY c.created_at, c.comment_id LIMIT $2
     ) c
     JOIN profiles a ON a.profile_id = c.profile_id
     ORDER BY c.created_at, c.comment_id`,
    [postIds, perQuestion],
  );
  for (const row of rows) answers.get(row.post_id)?.push(answerOf(row));
  return answers;
}

/** Where the comments call goes on after the answers shown, or null when they are all. */
function answersAfter(shown: QuestionAnswer[], answerCount: number): string | null {
  const last = shown.at(-1);
  return last && answerCount > shown.length ? encodeCursor([last.createdAt, last.commentId]) : null;
}

/** One page of a product's visible questions, newest first, each with its first answers; `isOwn` those the profile `readerProfileId` asked. */
export async function questionPage(
  db: Queryable,
  code: string,
  readerProfileId: string | null,
  from: string | undefined,
  count: number,
): Promise<PostPage<ProductQuestion>> {
  const params: unknown[] = [code, readerProfileId];
  const after = afterCursor(['p.created_at', 'p.post_id'], newestFirst, decodeCursor(from, newestFirst), params);
  const limit = `$${params.push(count + 1)}`;
  const rows = await db.query<QuestionRow>(
    `SELECT p.post_id, p.body, p.created_at, p.edited_at, p.comment_count, coalesce(p.profile_id = $2::uuid, false) AS is_own,
       ${authorColumns}, ${postHashtagsColumn}, ${postMentionsColumn}
     FROM posts p JOIN profiles a ON a.profile_id = p.profile_id
     WHERE p.product_code = $1 AND p.kind = 'question' AND p.hidden_at IS NULL${after}
     ORDER BY p.created_at DESC, p.post_id DESC LIMIT ${limit}`,
    params,
  );
  const [total] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM posts WHERE product_code = $1 AND kind = 'question' AND hidden_at IS NULL`,
    [code],
  );
  const shown = rows.slice(0, count);
  const answers = await firstAnswers(db, shown.map((row) => row.post_id), socialPageSize);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({
      postId: row.post_id,
      author: authorOf(row),
      text: row.body,
      hashtags: row.hashtags,
      mentions: row.mentions,
      createdAt: isoOf(row.created_at),
      editedAt: isoOrNull(row.edited_at),
      isOwn: row.is_own,
      answerCount: row.comment_count,
      answers: answers.get(row.post_id) ?? [],
      answersNextFrom: answersAfter(answers.get(row.post_id) ?? [], row.comment_count),
    })),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.created_at), last.post_id]) : null,
    totalCount: total?.total ?? 0,
  };
}

const oldestFirst: CursorPart[] = ['timestamptz', 'uuid'];

/** A post's own comments (not their replies), or one comment's replies. */
export type CommentThread = { postId: string } | { replyTo: string };

/**
 * One page of the visible comments of `thread`, oldest first, counted by `totalCount` (the post's or the comment's
 * count; null when the post or the comment is not shown, and then so is the page). A `from` that is no cursor of the
 * list is refused first.
 */
export async function commentsOldestFirst(
  db: Queryable,
  thread: CommentThread,
  page: { from: string | undefined; count: number; totalCount: () => Promise<number | null> },
): Promise<PostPage<QuestionAnswer> | null> {
  const { from, count } = page;
  const cursor = decodeCursor(from, oldestFirst);
  const totalCount = await page.totalCount();
  if (totalCount === null) return null;
  const params: unknown[] = ['postId' in thread ? thread.postId : thread.replyTo];
  const which = 'postId' in thread ? 'c.post_id = $1 AND c.reply_to IS NULL' : 'c.reply_to = $1';
  // Oldest first: the comparison turns round.
  const after = cursor ? ` AND (c.created_at, c.comment_id) > ($${params.push(cursor[0])}::timestamptz, $${params.push(cursor[1])}::uuid)` : '';
  const limit = `$${params.push(count + 1)}`;
  const rows = await db.query<AnswerRow>(
    `SELECT ${commentColumns}, ${authorColumns}, ${commentMentionsColumn}
     FROM comments c JOIN profiles a ON a.profile_id = c.profile_id
     WHERE ${which} AND c.hidden_at IS NULL${after}
     ORDER BY c.created_at, c.comment_id LIMIT ${limit}`,
    params,
  );
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map(answerOf),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.created_at), last.comment_id]) : null,
    totalCount,
  };
}

/** One page of a visible post's visible comments (not their replies), oldest first; null when there is no such post. */
export async function commentPage(db: Queryable, postId: string, from: string | undefined, count: number): Promise<PostPage<QuestionAnswer> | null> {
  const totalCount = async () => {
    const [post] = await db.query<{ comment_count: number }>('SELECT comment_count FROM posts WHERE post_id = $1 AND hidden_at IS NULL', [postId]);
    return post?.comment_count ?? null;
  };
  return commentsOldestFirst(db, { postId }, { from, count, totalCount });
}
