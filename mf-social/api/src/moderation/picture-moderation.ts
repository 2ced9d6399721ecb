import { randomUUID } from 'node:crypto';
import type { Database } from '@storefront/platform/server';
import type { ProfilePicture } from '../../../contract/moderation';
import { clearIfUnused } from '../images/social-images';

const pictureColumns: Record<ProfilePicture, { column: 'profile_image_id' | 'cover_image_id'; action: string }> = {
  profile: { column: 'profile_image_id', action: 'remove-profile-picture' },
  cover: { column: 'cover_image_id', action: 'remove-cover-picture' },
};

/**
 * A moderator hides a story, in one transaction with the record of it (who, when): it leaves its profile, the feeds
 * and the viewer for everyone. Null when there is no such story; `removed` false when it was hidden already.
 */
export async function hideStory(db: Database, storyId: string, moderatorId: string): Promise<{ removed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [story] = await tx.query<{ was_hidden: boolean }>('SELECT hidden_at IS NOT NULL AS was_hidden FROM stories WHERE story_id = $1 FOR UPDATE', [storyId]);
    if (!story) return null;
    await tx.query('UPDATE stories SET hidden_at = coalesce(hidden_at, now()) WHERE story_id = $1', [storyId]);
    await tx.query("INSERT INTO moderation_actions (action_id, action, story_id, moderator_id) VALUES ($1, 'hide-story', $2, $3)", [randomUUID(), storyId, moderatorId]);
    return { removed: !story.was_hidden };
  });
}

/**
 * A moderator takes a profile's own or cover picture off it, in one transaction with the record of it; the picture is
 * deleted unless something else shows it. Null when there is no such profile; `removed` false when it had no such
 * picture.
 */
export async function removeProfilePicture(db: Database, profileId: string, picture: ProfilePicture, moderatorId: string): Promise<{ removed: boolean } | null> {
  const { column, action } = pictureColumns[picture];
  return db.transaction(async (tx) => {
    const [profile] = await tx.query<{ image_id: string | null }>(`SELECT ${column} AS image_id FROM profiles WHERE profile_id = $1 FOR UPDATE`, [profileId]);
    if (!profile) return null;
    await tx.query(`UPDATE profiles SET ${column} = NULL WHERE profile_id = $1`, [profileId]);
    await tx.query('INSERT INTO moderation_actions (action_id, action, profile_id, moderator_id) VALUES ($1, $2, $3, $4)', [randomUUID(), action, profileId, moderatorId]);
    // Nothing else shows it: it is deleted, and its address answers nothing from now on.
    await clearIfUnused(tx, [profile.image_id]);
    return { removed: profile.image_id !== null };
  });
}
