import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Queryable } from '@storefront/platform/server';
import type { SocialProfile } from '../../../contract/social-profile';
import { pictureUrl } from '../http/social-urls';
import { clearIfUnused } from '../images/social-images';

interface ProfileRow {
  profile_id: string;
  alias: string;
  display_name: string;
  description: string;
  profile_image_id: string | null;
  cover_image_id: string | null;
}

const profileOf = (row: ProfileRow): SocialProfile => ({
  profileId: row.profile_id,
  alias: row.alias,
  displayName: row.display_name,
  description: row.description,
  profileImageUrl: pictureUrl(row.profile_image_id),
  coverImageUrl: pictureUrl(row.cover_image_id),
});

const profileColumns = 'profile_id, alias, display_name, description, profile_image_id, cover_image_id';

/** The profile by its id, or null (none given, or not there). */
export async function profileById(db: Queryable, profileId: string | null): Promise<SocialProfile | null> {
  if (!profileId) return null;
  const [row] = await db.query<ProfileRow>(`SELECT ${profileColumns} FROM profiles WHERE profile_id = $1`, [profileId]);
  return row ? profileOf(row) : null;
}

export type ProfileChange = 'unavailableAlias' | 'noProfile' | 'alreadyActivated' | 'unknownImage';

/** Creates the member's profile; a taken alias or an existing profile is refused and changes nothing. */
export async function activateProfile(db: Queryable, memberId: string, displayName: string, alias: string): Promise<SocialProfile | ProfileChange> {
  try {
    const [row] = await db.query<ProfileRow>(
      `INSERT INTO profiles (profile_id, member_id, alias, display_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) DO NOTHING RETURNING ${profileColumns}`,
      [randomUUID(), memberId, alias, displayName],
    );
    return row ? profileOf(row) : 'alreadyActivated';
  } catch (error) {
    // The alias index refused it (a member's second profile is the ON CONFLICT above): another profile has the alias.
    if (isUniqueViolation(error)) return 'unavailableAlias';
    throw error;
  }
}

type ProfileField = 'alias' | 'display_name' | 'description';

/** Sets one field of the profile. */
export async function setProfileField(db: Queryable, profileId: string, field: ProfileField, value: string): Promise<SocialProfile | ProfileChange> {
  try {
    const [row] = await db.query<ProfileRow>(`UPDATE profiles SET ${field} = $2 WHERE profile_id = $1 RETURNING ${profileColumns}`, [profileId, value]);
    return row ? profileOf(row) : 'noProfile';
  } catch (error) {
    if (field === 'alias' && isUniqueViolation(error)) return 'unavailableAlias';
    throw error;
  }
}

export type ProfilePicture = 'profile_image_id' | 'cover_image_id';

/**
 * Shows one of the profile's own uploads as its profile or cover image, or none (null); the picture it replaces is
 * deleted when nothing else shows it. A picture another profile uploaded is refused (`unknownImage`).
 */
export async function setProfilePicture(db: Queryable, profileId: string, picture: ProfilePicture, imageId: string | null): Promise<SocialProfile | ProfileChange> {
  const [row] = await db.query<ProfileRow & { replaced: string | null }>(
    `WITH me AS (SELECT profile_id, ${picture} AS replaced FROM profiles WHERE profile_id = $1 FOR UPDATE)
     UPDATE profiles p SET ${picture} = $2::uuid FROM me
     WHERE p.profile_id = me.profile_id
       AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM images i WHERE i.image_id = $2::uuid AND i.profile_id = me.profile_id))
     RETURNING ${profileColumns.split(', ').map((column) => `p.${column}`).join(', ')}, me.replaced`,
    [profileId, imageId],
  );
  if (!row) return (await profileById(db, profileId)) ? 'unknownImage' : 'noProfile';
  if (row.replaced !== imageId) await clearIfUnused(db, [row.replaced]);
  return profileOf(row);
}
