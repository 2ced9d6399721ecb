import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Queryable } from '@storefront/platform/server';
import type { SocialProfile } from '../../../contract/social-profile';

interface ProfileRow {
  profile_id: string;
  alias: string;
  display_name: string;
  description: string;
}

const profileOf = (row: ProfileRow): SocialProfile => ({
  profileId: row.profile_id,
  alias: row.alias,
  displayName: row.display_name,
  description: row.description,
  profileImageUrl: null,
  coverImageUrl: null,
});

const profileColumns = 'profile_id, alias, display_name, description';

/** The member's own profile, or null before onboarding. */
export async function profileOfMember(db: Queryable, memberId: string): Promise<SocialProfile | null> {
  const [row] = await db.query<ProfileRow>(`SELECT ${profileColumns} FROM profiles WHERE member_id = $1`, [memberId]);
  return row ? profileOf(row) : null;
}

export type ProfileChange = 'unavailableAlias' | 'noProfile' | 'alreadyActivated';

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

/** Sets one field of the member's profile. */
export async function setProfileField(db: Queryable, memberId: string, field: ProfileField, value: string): Promise<SocialProfile | ProfileChange> {
  try {
    const [row] = await db.query<ProfileRow>(`UPDATE profiles SET ${field} = $2 WHERE member_id = $1 RETURNING ${profileColumns}`, [memberId, value]);
    return row ? profileOf(row) : 'noProfile';
  } catch (error) {
    if (field === 'alias' && isUniqueViolation(error)) return 'unavailableAlias';
    throw error;
  }
}
