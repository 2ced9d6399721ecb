import type { Queryable } from '@storefront/platform/server';
import type { PostPage } from '../../../contract/product-reviews';

/** Where the likes of each kind of thing are kept: a post's in post_reactions, a comment's in comment_reactions. */
const likeTables = {
  posts: { table: 'post_reactions', id: 'post_id' },
  comments: { table: 'comment_reactions', id: 'comment_id' },
} as const;

/**
 * Those of `ids` (posts' or comments') the member likes, in one query; none for a visitor. Likes are the member's own,
 * whichever profile they write as.
 */
export async function likedIdsOf(db: Queryable, memberId: string | null, of: keyof typeof likeTables, ids: readonly string[]): Promise<ReadonlySet<string>> {
  if (!memberId || ids.length === 0) return new Set();
  const { table, id } = likeTables[of];
  const rows = await db.query<{ id: string }>(`SELECT ${id} AS id FROM ${table} WHERE member_id = $1 AND type = 'like' AND ${id} = ANY($2::uuid[])`, [memberId, ids]);
  return new Set(rows.map((row) => row.id));
}

/** The page with the posts the member likes marked (`liked`), in one query for the page; a visitor's page as it is. */
export async function withLikesOf<Post extends { postId: string; liked: boolean }>(db: Queryable, memberId: string | null, page: PostPage<Post>): Promise<PostPage<Post>> {
  if (!memberId || page.items.length === 0) return page;
  const liked = await likedIdsOf(db, memberId, 'posts', page.items.map((post) => post.postId));
  return { ...page, items: page.items.map((post) => ({ ...post, liked: liked.has(post.postId) })) };
}
