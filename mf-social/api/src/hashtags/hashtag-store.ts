import type { Queryable } from '@storefront/platform/server';
import type { UnnamedPost } from '../catalog/with-products';
import type { PostPage } from '../../../contract/product-reviews';
import type { FeedEntry } from '../../../contract/social-feed';
import { authoredPage, newestAuthoredRows } from '../feed/feed-store';
import { hashtagsIn } from './hashtags-in';

/**
 * Finds the hashtags of these posts in their titles and texts again, replacing what they had: every writer of posts
 * (a member, the review import, the demo data) calls it in the transaction that wrote them.
 */
export async function recordHashtags(tx: Queryable, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  const posts = await tx.query<{ post_id: string; title: string; body: string; created_at: Date | string }>(
    'SELECT post_id, title, body, created_at FROM posts WHERE post_id = ANY($1::uuid[])',
    [postIds],
  );
  const tags = posts.flatMap((post) => hashtagsIn(post.title, post.body).map((hashtag) => ({ post_id: post.post_id, hashtag, created_at: post.created_at })));
  await tx.query('DELETE FROM post_hashtags WHERE post_id = ANY($1::uuid[])', [postIds]);
  if (tags.length === 0) return;
  await tx.query(
    `INSERT INTO post_hashtags (post_id, hashtag, created_at)
     SELECT post_id, hashtag, created_at FROM json_to_recordset($1::json) AS t (post_id uuid, hashtag text, created_at timestamptz)`,
    [JSON.stringify(tags)],
  );
}

/**
 * One page of the posts under `hashtag` (lowercase), newest first, with their writers and without their products (the
 * caller asks the catalog); hidden posts and posts taken out of feeds are not there.
 */
export async function hashtagPage(db: Queryable, hashtag: string, from: string | undefined, count: number): Promise<PostPage<UnnamedPost<FeedEntry>>> {
  const rows = await newestAuthoredRows(
    db,
    { tables: 'post_hashtags h JOIN posts p ON p.post_id = h.post_id', where: 'h.hashtag = $1', params: [hashtag], order: ['h.created_at', 'h.post_id'] },
    from,
    count,
  );
  // All its entries (from the index alone) less the few a moderator took out: a count of 100,000 entries joined to
  // their posts took 100 ms on the embedded database.
  const [total] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM post_hashtags WHERE hashtag = $1)::int
          - (SELECT count(*) FROM posts p JOIN post_hashtags h ON h.post_id = p.post_id AND h.hashtag = $1
             WHERE p.hidden_at IS NOT NULL OR p.hidden_from_feed_at IS NOT NULL)::int AS n`,
    [hashtag],
  );
  return authoredPage(rows, count, total?.n ?? 0);
}
