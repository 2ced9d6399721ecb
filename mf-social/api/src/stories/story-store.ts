import { randomUUID } from 'node:crypto';
import type { Queryable } from '@storefront/platform/server';
import { storiesPerProfileShown, storyHours, storyProfilesShown, type ProfileStories, type Story } from '../../../contract/stories';
import { imageUrl } from '../http/social-urls';
import { clearIfUnused } from '../images/social-images';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';
import { isoOf } from '../product-sections/review-store';

interface StoryRow extends AuthorRow {
  story_id: string;
  image_id: string;
  width: number;
  height: number;
  description: string;
  created_at: Date | string;
}

/** A story's columns: stories as `s`, its picture as `i`, its profile as `a`. */
const storyColumns = `s.story_id, s.image_id, i.width, i.height, s.description, s.created_at, ${authorColumns}`;
const storyTables = 'stories s JOIN images i ON i.image_id = s.image_id JOIN profiles a ON a.profile_id = s.profile_id';
/** Shared within the day: the only stories anyone sees. */
/** Stories of the day a moderator has not hidden. */
const ofTheDay = `s.created_at > now() - make_interval(hours => ${storyHours}) AND s.hidden_at IS NULL`;

const storyOf = (row: StoryRow, readerId: string | null): Story => ({
  storyId: row.story_id,
  imageUrl: imageUrl(row.image_id),
  width: row.width,
  height: row.height,
  description: row.description,
  createdAt: isoOf(row.created_at),
  isOwn: row.author_id === readerId,
});

/** Rows of stories, ordered profile by profile, as one list per profile in that order. */
function byProfile(rows: StoryRow[], readerId: string | null): ProfileStories[] {
  const profiles = new Map<string, ProfileStories>();
  for (const row of rows) {
    let profile = profiles.get(row.author_id);
    if (!profile) profiles.set(row.author_id, (profile = { author: authorOf(row), stories: [] }));
    profile.stories.push(storyOf(row, readerId));
  }
  return [...profiles.values()];
}

/** Shares one of the profile's own uploads as a story; another profile's picture, or none by that id, is `unknownImage`. */
export async function createStory(db: Queryable, profileId: string, imageId: string, description: string): Promise<Story | 'unknownImage'> {
  const [made] = await db.query<{ story_id: string }>(
    `INSERT INTO stories (story_id, profile_id, image_id, description)
     SELECT $1, i.profile_id, i.image_id, $4 FROM images i WHERE i.image_id = $3 AND i.profile_id = $2
     RETURNING story_id`,
    [randomUUID(), profileId, imageId, description],
  );
  if (!made) return 'unknownImage';
  const [row] = await db.query<StoryRow>(`SELECT ${storyColumns} FROM ${storyTables} WHERE s.story_id = $1`, [made.story_id]);
  return storyOf(row!, profileId);
}

/** Deletes one of the profile's own stories (and its picture, which nothing else shows); false when it has none by that id. */
export async function deleteStory(db: Queryable, profileId: string, storyId: string): Promise<boolean> {
  const [deleted] = await db.query<{ image_id: string }>('DELETE FROM stories WHERE story_id = $1 AND profile_id = $2 RETURNING image_id', [storyId, profileId]);
  if (!deleted) return false;
  await clearIfUnused(db, [deleted.image_id]);
  return true;
}

/**
 * The stories of the day a member's feed shows: their own first, then those of the profiles they follow, the profile
 * with the newest story first; at most `storyProfilesShown` profiles and each one's newest `storiesPerProfileShown`,
 * oldest first within a profile (the order they are watched in).
 */
export async function feedStories(db: Queryable, readerId: string): Promise<ProfileStories[]> {
  const rows = await db.query<StoryRow>(
    `WITH shown AS (
       SELECT s.profile_id, max(s.created_at) AS newest FROM stories s
       WHERE ${ofTheDay} AND (s.profile_id = $1 OR s.profile_id IN (SELECT f.followed_id FROM profile_follows f WHERE f.follower_id = $1))
       GROUP BY s.profile_id
       ORDER BY s.profile_id = $1 DESC, newest DESC LIMIT $2
     )
     SELECT ${storyColumns}
     FROM shown CROSS JOIN LATERAL (
       SELECT s.* FROM stories s WHERE s.profile_id = shown.profile_id AND ${ofTheDay} ORDER BY s.created_at DESC LIMIT $3
     ) s JOIN images i ON i.image_id = s.image_id JOIN profiles a ON a.profile_id = s.profile_id
     ORDER BY shown.profile_id = $1 DESC, shown.newest DESC, s.created_at, s.story_id`,
    [readerId, storyProfilesShown, storiesPerProfileShown],
  );
  return byProfile(rows, readerId);
}

/** One profile's stories of the day (its newest `storiesPerProfileShown`), oldest first; null when it has none. */
export async function profileStories(db: Queryable, profileId: string, readerId: string | null): Promise<ProfileStories | null> {
  const rows = await db.query<StoryRow>(
    `SELECT * FROM (
       SELECT ${storyColumns} FROM ${storyTables}
       WHERE s.profile_id = $1 AND ${ofTheDay} ORDER BY s.created_at DESC LIMIT $2
     ) newest ORDER BY created_at, story_id`,
    [profileId, storiesPerProfileShown],
  );
  return byProfile(rows, readerId)[0] ?? null;
}
