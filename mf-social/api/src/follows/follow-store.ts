import type { Database, Queryable } from '@storefront/platform/server';
import type { FollowAnswer, FollowListKind, FollowListPage } from '../../../contract/follows';
import { afterCursor, decodeCursor, encodeCursor } from '../product-sections/post-cursor';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { newestFirst } from '../profile-page/activity-store';
import { isoOf } from '../product-sections/review-store';

export type FollowRefusal = 'unknownProfile' | 'ownProfile';

/**
 * `followerId` follows `followedId` (`follow`) or no longer does; doing what is done already changes nothing. A
 * first follow of a member leaves an event for their notifications, in the same transaction (once per follower).
 */
export async function setFollow(db: Database, followerId: string, followedId: string, follow: boolean): Promise<FollowAnswer | FollowRefusal> {
  if (followerId === followedId) return 'ownProfile';
  return db.transaction(async (tx) => {
    const [followed] = await tx.query<{ member_id: string | null }>('SELECT member_id FROM profiles WHERE profile_id = $1', [followedId]);
    if (!followed) return 'unknownProfile';
    if (follow) {
      const added = await tx.query(
        'INSERT INTO profile_follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING follower_id',
        [followerId, followedId],
      );
      if (added.length > 0 && followed.member_id !== null) {
        await tx.query(
          `INSERT INTO notification_events (event_key, kind, recipient_member_id, actor_profile_id)
           VALUES ($1, 'follow', $2, $3) ON CONFLICT (event_key) DO NOTHING`,
          [`follow:${followerId}:${followedId}`, followed.member_id, followerId],
        );
      }
    } else {
      await tx.query('DELETE FROM profile_follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
    }
    return { isFollowing: follow, followerCount: (await followCounts(tx, followedId)).followerCount };
  });
}

/** Every profile `followerId` follows (a member follows hundreds at most: the list has no paging). */
export async function followedIds(db: Queryable, followerId: string): Promise<string[]> {
  const rows = await db.query<{ followed_id: string }>('SELECT followed_id FROM profile_follows WHERE follower_id = $1 ORDER BY created_at DESC, followed_id DESC', [followerId]);
  return rows.map((row) => row.followed_id);
}

/** How many follow the profile, and how many it follows. */
export async function followCounts(db: Queryable, profileId: string): Promise<{ followerCount: number; followingCount: number }> {
  const [row] = await db.query<{ follower_count: number; following_count: number }>(
    `SELECT (SELECT count(*) FROM profile_follows WHERE followed_id = $1)::int AS follower_count,
            (SELECT count(*) FROM profile_follows WHERE follower_id = $1)::int AS following_count`,
    [profileId],
  );
  return { followerCount: row?.follower_count ?? 0, followingCount: row?.following_count ?? 0 };
}

interface ListRow extends AuthorRow {
  followed_at: Date | string;
  is_followed_by_reader: boolean;
}

/** Which side of a follow the list is about: a profile's followers are the followers of its follows, and so on. */
const sides: Record<FollowListKind, { own: string; other: string }> = {
  followers: { own: 'followed_id', other: 'follower_id' },
  following: { own: 'follower_id', other: 'followed_id' },
};

/**
 * One page of a profile's followers or of the profiles it follows, the newest follow first, each marked whether the
 * reader (a profile, or null for a visitor) follows it; a `from` cursor goes on after the last one shown.
 */
export async function followListPage(
  db: Queryable,
  profileId: string,
  kind: FollowListKind,
  readerId: string | null,
  from: string | undefined,
  count: number,
): Promise<FollowListPage> {
  const { own, other } = sides[kind];
  const params: unknown[] = [profileId, readerId];
  const after = afterCursor([`f.created_at`, `f.${other}`], newestFirst, decodeCursor(from, newestFirst), params);
  const rows = await db.query<ListRow>(
    `SELECT ${authorColumns}, f.created_at AS followed_at,
       EXISTS (SELECT 1 FROM profile_follows r WHERE r.follower_id = $2::uuid AND r.followed_id = a.profile_id) AS is_followed_by_reader
     FROM profile_follows f JOIN profiles a ON a.profile_id = f.${other}
     WHERE f.${own} = $1${after}
     ORDER BY f.created_at DESC, f.${other} DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profile_follows WHERE ${own} = $1`, [profileId]);
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({ ...authorOf(row), isFollowedByReader: row.is_followed_by_reader, isReader: row.author_id === readerId })),
    nextFrom: rows.length > count && last ? encodeCursor([isoOf(last.followed_at), last.author_id]) : null,
    totalCount: total?.n ?? 0,
  };
}
