import type { Queryable } from '@storefront/platform/server';
import type { PostKind, PostPage } from '../../../contract/product-reviews';
import type { ActivityPost } from '../../../contract/social-profile-page';
import { afterCursor, decodeCursor, encodeCursor, type CursorPart } from '../product-sections/post-cursor';
import { imageUrl } from '../http/social-urls';
import { isoOf, isoOrNull } from '../product-sections/review-store';
import type { UnnamedPost } from '../catalog/with-products';
import { postHashtagsColumn } from '../hashtags/hashtag-columns';
import { postMentionsColumn } from '../mentions/mention-store';

export interface ProfileRow {
  profile_id: string;
  alias: string;
  display_name: string;
  description: string;
  member_id: string | null;
  profile_image_id: string | null;
  cover_image_id: string | null;
  review_count: number;
  question_count: number;
  follower_count: number;
  following_count: number;
  is_followed_by_reader: boolean;
}

/**
 * The profile with this alias (whatever its case), with how many visible reviews and questions it wrote, its follows
 * both ways, and whether the reader (the profile they act as; null for a visitor) follows it; null if none.
 */
export async function profileByAlias(db: Queryable, alias: string, readerProfileId: string | null): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT a.profile_id, a.alias, a.display_name, a.description, a.member_id, a.profile_image_id, a.cover_image_id,
       n.review_count, n.question_count,
       (SELECT count(*) FROM profile_follows f WHERE f.followed_id = a.profile_id)::int AS follower_count,
       (SELECT count(*) FROM profile_follows f WHERE f.follower_id = a.profile_id)::int AS following_count,
       EXISTS (SELECT 1 FROM profile_follows f WHERE f.followed_id = a.profile_id AND f.follower_id = $2::uuid) AS is_followed_by_reader
     FROM profiles a CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE p.kind = 'review')::int AS review_count, count(*) FILTER (WHERE p.kind = 'question')::int AS question_count
       FROM posts p WHERE p.profile_id = a.profile_id AND p.hidden_at IS NULL
     ) n
     WHERE lower(a.alias) = lower($1)`,
    [alias, readerProfileId],
  );
  return row ?? null;
}

/** Whether the profile exists (its posts may be none). */
export async function profileExists(db: Queryable, profileId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM profiles WHERE profile_id = $1', [profileId])).length > 0;
}

export interface ActivityRow {
  post_id: string;
  kind: PostKind;
  product_code: string;
  stars: ActivityPost['stars'];
  title: string;
  body: string;
  helpful_count: number;
  comment_count: number;
  like_count: number;
  created_at: Date | string;
  edited_at: Date | string | null;
  hashtags: string[];
  mentions: string[];
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  product_codes: string[];
}

export const newestFirst: CursorPart[] = ['timestamptz', 'uuid'];

/** A post as a profile's activity or a feed shows it, before the catalog names its products. */
export const activityPostOf = (row: ActivityRow): UnnamedPost<ActivityPost> => ({
  postId: row.post_id,
  kind: row.kind,
  productCode: row.product_code,
  stars: row.stars,
  title: row.title,
  text: row.body,
  helpfulCount: row.helpful_count,
  answerCount: row.comment_count,
  likeCount: row.like_count,
  // The reader's own mark: withLikesOf (liked-marks.ts) sets it.
  liked: false,
  createdAt: isoOf(row.created_at),
  editedAt: isoOrNull(row.edited_at),
  hashtags: row.hashtags,
  mentions: row.mentions,
  image: row.image_id ? { url: imageUrl(row.image_id), width: row.image_width!, height: row.image_height! } : null,
  productCodes: row.product_codes,
});

/** The columns of an ActivityRow, of posts as `p`. */
export const activityColumns = `p.post_id, p.kind, p.product_code, p.stars, p.title, p.body, p.helpful_count, p.comment_count, p.like_count, p.created_at, p.edited_at,
  ${postHashtagsColumn}, ${postMentionsColumn},
  p.image_id, (SELECT i.width FROM images i WHERE i.image_id = p.image_id) AS image_width,
  (SELECT i.height FROM images i WHERE i.image_id = p.image_id) AS image_height,
  ARRAY(SELECT lp.product_code FROM look_products lp WHERE lp.post_id = p.post_id ORDER BY lp.position) AS product_codes`;

/**
 * One page of the profile's visible posts, newest first, without their products (the caller asks the catalog); a
 * `from` cursor goes on after the last one shown, so every page costs the same.
 */
export async function activityPage(db: Queryable, profileId: string, from: string | undefined, count: number): Promise<PostPage<UnnamedPost<ActivityPost>>> {
  const params: unknown[] = [profileId];
  const after = afterCursor(['p.created_at', 'p.post_id'], newestFirst, decodeCursor(from, newestFirst), params);
  const rows = await db.query<ActivityRow>(
    `SELECT ${activityColumns}
     FROM posts p WHERE p.profile_id = $1 AND p.hidden_at IS NULL${after}
     ORDER BY p.created_at DESC, p.post_id DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE profile_id = $1 AND hidden_at IS NULL', [profileId]);
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map(activityPostOf),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.created_at), last.post_id]) : null,
    totalCount: total?.n ?? 0,
  };
}
