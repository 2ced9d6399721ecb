import type { Queryable } from '@storefront/platform/server';
import type { PostPage } from '../../../contract/product-reviews';

/**
 * The page with the posts the member likes marked (`liked`), in one query for the page; a visitor's page as it is.
 * Likes are the member's own, whichever profile they write as.
 */
export async function withLikesOf<Post extends { postId: string; liked: boolean }>(db: Queryable, memberId: string | null, page: PostPage<Post>): Promise<PostPage<Post>> {
  if (!memberId || page.items.length === 0) return page;
  const rows = await db.query<{ post_id: string }>("SELECT post_id FROM post_reactions WHERE member_id = $1 AND type = 'like' AND post_id = ANY($2::uuid[])", [
    memberId,
    page.items.map((post) => post.postId),
  ]);
  const liked = new Set(rows.map((row) => row.post_id));
  return { ...page, items: page.items.map((post) => ({ ...post, liked: liked.has(post.postId) })) };
}
