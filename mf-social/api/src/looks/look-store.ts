import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@storefront/platform/server';
import type { Reader } from '../acting/acting-profile';
import type { Look } from '../../../contract/looks';
import type { CreatePostRequest, PostPage } from '../../../contract/product-reviews';
import { recordHashtags } from '../hashtags/hashtag-store';
import { imageUrl } from '../http/social-urls';
import { postMentionsColumn, recordMentions } from '../mentions/mention-store';
import { openWordFilterCase } from '../moderation/moderation-cases';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { flaggedWordsIn } from '../moderation/word-filter';
import { heldColumns, type Written } from '../posts/post-store';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { afterCursor, decodeCursor, encodeCursor } from '../product-sections/post-cursor';
import { isoOf, isoOrNull } from '../product-sections/review-store';
import { newestFirst } from '../profile-page/activity-store';

export type NewLook = Extract<CreatePostRequest, { $type: 'look' }>;

/** A look as read from Social's tables, before the catalog names its products. */
export type UnnamedLook = Omit<Look, 'products'> & { productCodes: string[] };

interface LookRow extends AuthorRow {
  post_id: string;
  body: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  comment_count: number;
  like_count: number;
  liked: boolean;
  image_id: string;
  width: number;
  height: number;
  is_own: boolean;
  product_codes: string[];
  mentions: string[];
}

/**
 * A look's columns: posts as `p`, its picture as `i`, its writer as `a`; `liked` by the member `member`, `is_own` when
 * the profile `profile` wrote it.
 */
const columns = (member: string, profile: string) =>
  `p.post_id, p.body, p.created_at, p.edited_at, p.comment_count, p.like_count, i.image_id, i.width, i.height, ${authorColumns},
   coalesce(p.profile_id = ${profile}::uuid, false) AS is_own,
   EXISTS (SELECT 1 FROM post_reactions r WHERE r.post_id = p.post_id AND r.member_id = ${member}::text AND r.type = 'like') AS liked,
   ARRAY(SELECT lp.product_code FROM look_products lp WHERE lp.post_id = p.post_id ORDER BY lp.position) AS product_codes,
   ${postMentionsColumn}`;
const tables = 'posts p JOIN images i ON i.image_id = p.image_id JOIN profiles a ON a.profile_id = p.profile_id';

const lookOf = (row: LookRow): UnnamedLook => ({
  postId: row.post_id,
  author: authorOf(row),
  image: { url: imageUrl(row.image_id), width: row.width, height: row.height },
  text: row.body,
  mentions: row.mentions,
  productCodes: row.product_codes,
  productCount: row.product_codes.length,
  commentCount: row.comment_count,
  likeCount: row.like_count,
  liked: row.liked,
  createdAt: isoOf(row.created_at),
  editedAt: isoOrNull(row.edited_at),
  isOwn: row.is_own,
});

/**
 * Writes the member's look within their posting limit: the post (about its first product), its products in the order
 * chosen, its hashtags, and a moderator's case when the word filter finds words in its text, in one transaction;
 * 'unknownImage' when the picture is not one of the profile's uploads. The products are the caller's to check.
 */
export async function writeLook(db: Database, limits: PostingLimits, profileId: string, look: NewLook): Promise<Written<UnnamedLook> | 'unknownImage'> {
  const flaggedWords = flaggedWordsIn(look.text);
  const held = heldColumns(flaggedWords);
  const postId = await db.transaction(async (tx) => {
    await claimPostingRoom(tx, limits, 'posts', profileId);
    const [written] = await tx.query<{ post_id: string; created_at: Date | string }>(
      `INSERT INTO posts (post_id, kind, profile_id, product_code, body, image_id, hidden_at, hidden_reason)
       SELECT $1, 'look', $2, $3, $4, i.image_id, ${held.hiddenAt}, ${held.reason}
       FROM images i WHERE i.image_id = $5 AND i.profile_id = $2
       RETURNING post_id, created_at`,
      [randomUUID(), profileId, look.productCodes[0], look.text, look.imageId],
    );
    if (!written) return null;
    await tx.query(
      `INSERT INTO look_products (post_id, position, product_code, created_at)
       SELECT $1, chosen.position - 1, chosen.code, $3 FROM unnest($2::text[]) WITH ORDINALITY AS chosen (code, position)`,
      [written.post_id, look.productCodes, written.created_at],
    );
    await recordHashtags(tx, [written.post_id]);
    await recordMentions(tx, { postId: written.post_id }, [look.text], profileId, flaggedWords.length === 0);
    if (flaggedWords.length > 0) await openWordFilterCase(tx, { postId: written.post_id }, flaggedWords);
    return written.post_id;
  });
  if (!postId) return 'unknownImage';
  const [row] = await db.query<LookRow>(`SELECT ${columns('NULL', 'NULL')} FROM ${tables} WHERE p.post_id = $1`, [postId]);
  return { written: { ...lookOf(row!), isOwn: true }, isHeldForModeration: flaggedWords.length > 0 };
}

/** Whose looks a page lists: those made with a product, or those a profile shared. */
export type LookSource = { productCode: string } | { profileId: string };

/**
 * One page of the visible looks of `source`, newest first, with the reader's likes and own looks marked. A product's
 * looks are one range of look_products' index, a profile's of posts': every page costs the same.
 */
export async function lookPage(
  db: Queryable,
  source: LookSource,
  reader: Reader,
  from: string | undefined,
  count: number,
): Promise<PostPage<UnnamedLook>> {
  const byProduct = 'productCode' in source;
  const params: unknown[] = [reader.memberId, byProduct ? source.productCode : source.profileId, reader.profileId];
  const order: [string, string] = byProduct ? ['lp.created_at', 'lp.post_id'] : ['p.created_at', 'p.post_id'];
  const listed = byProduct ? `look_products lp JOIN ${tables} ON p.post_id = lp.post_id` : tables;
  const where = byProduct ? 'lp.product_code = $2' : "p.profile_id = $2 AND p.kind = 'look'";
  const after = afterCursor(order, newestFirst, decodeCursor(from, newestFirst), params);
  const rows = await db.query<LookRow>(
    `SELECT ${columns('$1', '$3')} FROM ${listed}
     WHERE ${where} AND p.hidden_at IS NULL${after}
     ORDER BY ${order[0]} DESC, ${order[1]} DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>(
    byProduct
      ? 'SELECT count(*)::int AS n FROM look_products lp JOIN posts p ON p.post_id = lp.post_id WHERE lp.product_code = $1 AND p.hidden_at IS NULL'
      : "SELECT count(*)::int AS n FROM posts p WHERE p.profile_id = $1 AND p.kind = 'look' AND p.hidden_at IS NULL",
    [params[1]],
  );
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map(lookOf),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.created_at), last.post_id]) : null,
    totalCount: total?.n ?? 0,
  };
}
