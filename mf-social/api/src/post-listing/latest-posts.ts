import type { Queryable } from '@storefront/platform/server';
import type { UnnamedPost } from '../catalog/with-products';
import type { PostListingKind } from '../../../contract/post-listing';
import type { PostKind, PostPage } from '../../../contract/product-reviews';
import type { FeedEntry } from '../../../contract/social-feed';
import { authoredPage, newestAuthoredRows } from '../feed/feed-store';

const postKindOf: Record<PostListingKind, PostKind | null> = { all: null, reviews: 'review', questions: 'question', looks: 'look' };

/**
 * One page of everyone's latest posts of `kind`, newest first, with their writers and without their products (the
 * caller asks the catalog); hidden posts and posts taken out of feeds are not there.
 */
export async function latestPostsPage(db: Queryable, kind: PostListingKind, from: string | undefined, count: number): Promise<PostPage<UnnamedPost<FeedEntry>>> {
  const postKind = postKindOf[kind];
  // Each kind its own statement (and plan): the index of one kind, or the index of all.
  const params: unknown[] = postKind ? [postKind] : [];
  const ofKind = postKind ? 'p.kind = $1' : 'true';
  const rows = await newestAuthoredRows(db, { tables: 'posts p', where: ofKind, params }, from, count);
  // All of the kind less the few a moderator took out (hashtag-store.ts counts the same way).
  const [total] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM posts p WHERE ${ofKind})::int
          - (SELECT count(*) FROM posts p WHERE ${ofKind} AND (p.hidden_at IS NOT NULL OR p.hidden_from_feed_at IS NOT NULL))::int AS n`,
    params,
  );
  return authoredPage(rows, count, total?.n ?? 0);
}
