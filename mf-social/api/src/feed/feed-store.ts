import type { Queryable } from '@storefront/platform/server';
import type { UnnamedPost } from '../catalog/with-products';
import type { PostPage } from '../../../contract/product-reviews';
import type { FeedEntry } from '../../../contract/social-feed';
import { afterCursor, decodeCursor, encodeCursor } from '../product-sections/post-cursor';
import { isoOf } from '../product-sections/review-store';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { activityColumns, activityPostOf, newestFirst, type ActivityRow } from '../profile-page/activity-store';

/** A post with its writer, as a feed or a hashtag's page lists it, and where its list's cursor stands at it. */
export interface AuthoredRow extends ActivityRow, AuthorRow {
  cursor_time: Date | string;
  cursor_id: string;
}

/** What a feed or a hashtag's page may show of a post: not hidden, and not taken out of feeds by a moderator. */
export const inFeeds = 'p.hidden_at IS NULL AND p.hidden_from_feed_at IS NULL';

/** One page of posts with their writers from `rows` (a page's worth and one more, if there are more), newest first. */
export function authoredPage(rows: AuthoredRow[], count: number, totalCount: number): PostPage<UnnamedPost<FeedEntry>> {
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({ ...activityPostOf(row), author: authorOf(row) })),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.cursor_time), last.cursor_id]) : null,
    totalCount,
  };
}

/** Where a page of posts comes from: `tables` with posts as `p`, rows where `where` holds (its parameters `params`). */
export interface PostSource {
  tables: string;
  where: string;
  params: unknown[];
  /** The columns the page is ordered by, newest first, and its cursor reads: the post's own unless given. */
  order?: [time: string, id: string];
}

/**
 * A page's worth of posts from `source` and one more (if there are more), newest first, with their writers, after the
 * `from` cursor: every page costs the same. Only what a feed may show (`inFeeds`).
 */
export function newestAuthoredRows(db: Queryable, source: PostSource, from: string | undefined, count: number): Promise<AuthoredRow[]> {
  const params = [...source.params];
  const [time, id] = source.order ?? ['p.created_at', 'p.post_id'];
  const after = afterCursor([time, id], newestFirst, decodeCursor(from, newestFirst), params);
  return db.query<AuthoredRow>(
    `SELECT ${activityColumns}, ${authorColumns}, ${time} AS cursor_time, ${id} AS cursor_id
     FROM ${source.tables} JOIN profiles a ON a.profile_id = p.profile_id
     WHERE ${source.where} AND ${inFeeds}${after}
     ORDER BY ${time} DESC, ${id} DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
}

/**
 * One page of the feed of `followerId`: the posts of every profile it follows, newest first, without their products
 * (the caller asks the catalog).
 */
export async function feedPage(db: Queryable, followerId: string, from: string | undefined, count: number): Promise<PostPage<UnnamedPost<FeedEntry>>> {
  const follows = { tables: 'profile_follows f JOIN posts p ON p.profile_id = f.followed_id', where: 'f.follower_id = $1', params: [followerId] };
  const rows = await newestAuthoredRows(db, follows, from, count);
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${follows.tables} WHERE ${follows.where} AND ${inFeeds}`, follows.params);
  return authoredPage(rows, count, total?.n ?? 0);
}
