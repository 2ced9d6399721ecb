import type { Queryable } from '@storefront/platform/server';
import type { PostPage } from '../../../contract/product-reviews';
import { maxSavedPostIds } from '../../../contract/saved-posts';
import type { FeedEntry } from '../../../contract/social-feed';
import type { UnnamedPost } from '../catalog/with-products';
import { authoredPage, inFeeds, newestAuthoredRows, type PostSource } from '../feed/feed-store';

/**
 * Saves a visible post for the member, or takes it out of their saved posts; what it says however often it comes.
 * Null when the post is not there (or hidden).
 */
export async function setSaved(db: Queryable, memberId: string, postId: string, saved: boolean): Promise<{ saved: boolean } | null> {
  const [post] = await db.query('SELECT 1 FROM posts WHERE post_id = $1 AND hidden_at IS NULL', [postId]);
  if (!post) return null;
  if (saved) await db.query('INSERT INTO saved_posts (member_id, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, postId]);
  else await db.query('DELETE FROM saved_posts WHERE member_id = $1 AND post_id = $2', [memberId, postId]);
  return { saved };
}

/** The ids of the member's newest saved posts (at most maxSavedPostIds). */
export async function savedPostIds(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db.query<{ post_id: string }>('SELECT post_id FROM saved_posts WHERE member_id = $1 ORDER BY saved_at DESC, post_id DESC LIMIT $2', [
    memberId,
    maxSavedPostIds,
  ]);
  return rows.map((row) => row.post_id);
}

/**
 * One page of the member's saved posts, newest saved first, with their writers and without their products (the caller
 * asks the catalog); what a moderator hid or took out of feeds is not there.
 */
export async function savedPostsPage(db: Queryable, memberId: string, from: string | undefined, count: number): Promise<PostPage<UnnamedPost<FeedEntry>>> {
  const saved: PostSource = {
    tables: 'saved_posts s JOIN posts p ON p.post_id = s.post_id',
    where: 's.member_id = $1',
    params: [memberId],
    order: ['s.saved_at', 's.post_id'],
  };
  const rows = await newestAuthoredRows(db, saved, from, count);
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${saved.tables} WHERE ${saved.where} AND ${inFeeds}`, saved.params);
  return authoredPage(rows, count, total?.n ?? 0);
}
