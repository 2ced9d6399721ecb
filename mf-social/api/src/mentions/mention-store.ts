import type { Queryable } from '@storefront/platform/server';
import { mentionsIn } from './mentions-in';

/** What mentions something: a post's own words, or one of its comments. */
export interface MentionPlace {
  postId: string;
  commentId?: string;
}

/**
 * In the caller's transaction: the profiles `texts` name with '@alias' (those that are there, not the writer), kept as
 * the post's or comment's mentions; and, when `notify` (it shows: no moderator holds it), an event for each of their
 * members. Answers the aliases found, as their profiles spell them.
 */
export async function recordMentions(tx: Queryable, place: MentionPlace, texts: string[], writerProfileId: string, notify: boolean): Promise<string[]> {
  const aliases = mentionsIn(...texts);
  if (aliases.length === 0) return [];
  const named = await tx.query<{ profile_id: string; alias: string }>(
    `WITH named AS (SELECT a.profile_id, a.alias FROM profiles a WHERE lower(a.alias) = ANY($3::text[]) AND a.profile_id <> $4),
     written AS (
       INSERT INTO post_mentions (post_id, comment_id, profile_id) SELECT $1, $2::uuid, profile_id FROM named
       ON CONFLICT DO NOTHING RETURNING profile_id
     )
     SELECT named.profile_id, named.alias FROM named JOIN written ON written.profile_id = named.profile_id`,
    [place.postId, place.commentId ?? null, aliases, writerProfileId],
  );
  if (notify && named.length > 0) await tellMentioned(tx, place, writerProfileId);
  return named.map((row) => row.alias);
}

/**
 * In the caller's transaction: an event for the member of each profile the post's or comment's words name, once ever
 * (a post or comment held by the word filter tells them when a moderator lets it show).
 */
export async function tellMentioned(tx: Queryable, place: MentionPlace, writerProfileId: string): Promise<void> {
  await tx.query(
    `INSERT INTO notification_events (event_key, kind, recipient_member_id, actor_profile_id, product_code)
     SELECT 'mention:' || $1::text || ':' || a.profile_id, $2, a.member_id, $3, p.product_code
     FROM post_mentions m JOIN profiles a ON a.profile_id = m.profile_id JOIN posts p ON p.post_id = m.post_id
     WHERE m.post_id = $4 AND m.comment_id IS NOT DISTINCT FROM $5::uuid AND a.member_id IS NOT NULL
     ON CONFLICT (event_key) DO NOTHING`,
    [place.commentId ?? place.postId, place.commentId ? 'comment-mention' : 'mention', writerProfileId, place.postId, place.commentId ?? null],
  );
}

/** The aliases a post's own words mention (posts as `p`), as a column. */
export const postMentionsColumn = `ARRAY(SELECT ma.alias FROM post_mentions m JOIN profiles ma ON ma.profile_id = m.profile_id
  WHERE m.post_id = p.post_id AND m.comment_id IS NULL ORDER BY ma.alias) AS mentions`;

/** The aliases a comment's words mention (comments as `c`), as a column. */
export const commentMentionsColumn = `ARRAY(SELECT ma.alias FROM post_mentions m JOIN profiles ma ON ma.profile_id = m.profile_id
  WHERE m.comment_id = c.comment_id ORDER BY ma.alias) AS mentions`;
