import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@storefront/platform/server';
import type { CreatePostRequest, PostPage, ProductUserImagePost } from '../../../contract/product-reviews';
import { imageUrl } from '../http/social-urls';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { flaggedWordsIn } from '../moderation/word-filter';
import { heldColumns, type Written } from '../posts/post-store';
import { recordHashtags } from '../hashtags/hashtag-store';
import { recordMentions } from '../mentions/mention-store';
import { newestFirst } from '../profile-page/activity-store';
import { authorColumns, authorOf, type AuthorRow } from './post-author';
import { afterCursor, decodeCursor, encodeCursor } from './post-cursor';
import { isoOf, isoOrNull } from './review-store';

export type NewUserImagePost = Extract<CreatePostRequest, { $type: 'userImagePost' }>;

interface UserImagePostRow extends AuthorRow {
  post_id: string;
  body: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  comment_count: number;
  image_id: string;
  width: number;
  height: number;
  is_own: boolean;
}

/** A user image post's columns: posts as `p`, its picture as `i`, its writer as `a`; `is_own` when the profile `reader` wrote it. */
const columns = (reader: string) =>
  `p.post_id, p.body, p.created_at, p.edited_at, p.comment_count, i.image_id, i.width, i.height, ${authorColumns}, coalesce(p.profile_id = ${reader}::uuid, false) AS is_own`;
const tables = 'posts p JOIN images i ON i.image_id = p.image_id JOIN profiles a ON a.profile_id = p.profile_id';

const postOf = (row: UserImagePostRow): ProductUserImagePost => ({
  postId: row.post_id,
  author: authorOf(row),
  image: { url: imageUrl(row.image_id), width: row.width, height: row.height },
  text: row.body,
  createdAt: isoOf(row.created_at),
  editedAt: isoOrNull(row.edited_at),
  isOwn: row.is_own,
  commentCount: row.comment_count,
});

/**
 * Writes the member's picture of the product within their posting limit, held for a moderator when the word filter
 * finds words in its text; 'unknownImage' when the picture is not one of the profile's uploads.
 */
export async function writeUserImagePost(
  db: Database,
  limits: PostingLimits,
  profileId: string,
  post: NewUserImagePost,
): Promise<Written<ProductUserImagePost> | 'unknownImage'> {
  const flaggedWords = flaggedWordsIn(post.text);
  const held = heldColumns(flaggedWords);
  const postId = await db.transaction(async (tx) => {
    await claimPostingRoom(tx, limits, 'posts', profileId);
    const [written] = await tx.query<{ post_id: string }>(
      `INSERT INTO posts (post_id, kind, profile_id, product_code, body, image_id, hidden_at, hidden_reason)
       SELECT $1, 'userImagePost', $2, $3, $4, i.image_id, ${held.hiddenAt}, ${held.reason}
       FROM images i WHERE i.image_id = $5 AND i.profile_id = $2
       RETURNING post_id`,
      [randomUUID(), profileId, post.productCode, post.text, post.imageId],
    );
    if (!written) return null;
    await recordHashtags(tx, [written.post_id]);
    await recordMentions(tx, { postId: written.post_id }, [post.text], profileId, flaggedWords.length === 0);
    if (flaggedWords.length > 0) await openWordFilterCase(tx, { postId: written.post_id }, flaggedWords);
    return written.post_id;
  });
  if (!postId) return 'unknownImage';
  const [row] = await db.query<UserImagePostRow>(`SELECT ${columns('NULL')} FROM ${tables} WHERE p.post_id = $1`, [postId]);
  return { written: { ...postOf(row!), isOwn: true }, isHeldForModeration: flaggedWords.length > 0 };
}

/** One page of the product's visible user image posts, newest first; those the profile `readerId` wrote are marked own. */
export async function userImagePostPage(
  db: Queryable,
  code: string,
  readerId: string | null,
  from: string | undefined,
  count: number,
): Promise<PostPage<ProductUserImagePost>> {
  const params: unknown[] = [readerId, code];
  const after = afterCursor(['p.created_at', 'p.post_id'], newestFirst, decodeCursor(from, newestFirst), params);
  const rows = await db.query<UserImagePostRow>(
    `SELECT ${columns('$1')} FROM ${tables}
     WHERE p.product_code = $2 AND p.kind = 'userImagePost' AND p.hidden_at IS NULL${after}
     ORDER BY p.created_at DESC, p.post_id DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM posts WHERE product_code = $1 AND kind = 'userImagePost' AND hidden_at IS NULL`,
    [code],
  );
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map(postOf),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.created_at), last.post_id]) : null,
    totalCount: total?.n ?? 0,
  };
}
