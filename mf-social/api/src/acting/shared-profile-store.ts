import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Queryable } from '@storefront/platform/server';
import type { ProfileAgent } from '../../../contract/shared-profiles';
import { isoOf } from '../product-sections/review-store';

/** Makes a shared profile (no member owns it; its agents write as it); 'unavailableAlias' when another profile has the alias. */
export async function createSharedProfile(db: Queryable, displayName: string, alias: string): Promise<string | 'unavailableAlias'> {
  const profileId = randomUUID();
  try {
    await db.query('INSERT INTO profiles (profile_id, alias, display_name) VALUES ($1, $2, $3)', [profileId, alias, displayName]);
    return profileId;
  } catch (error) {
    if (isUniqueViolation(error)) return 'unavailableAlias';
    throw error;
  }
}

/** Makes the member an agent of the profile (again: nothing changes), or strikes them off. */
export async function setAgent(
  db: Queryable,
  profileId: string,
  memberId: string,
  isAgent: boolean,
  grantedBy: string,
): Promise<'done' | 'unknownProfile' | 'ownProfile'> {
  const [profile] = await db.query<{ member_id: string | null }>('SELECT member_id FROM profiles WHERE profile_id = $1', [profileId]);
  if (!profile) return 'unknownProfile';
  if (profile.member_id === memberId) return 'ownProfile';
  if (isAgent) {
    await db.query('INSERT INTO profile_agents (profile_id, member_id, granted_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [profileId, memberId, grantedBy]);
  } else {
    await db.query('DELETE FROM profile_agents WHERE profile_id = $1 AND member_id = $2', [profileId, memberId]);
  }
  return 'done';
}

/** Who may write as the profile, first named first. */
export async function agentsOf(db: Queryable, profileId: string): Promise<ProfileAgent[]> {
  const rows = await db.query<{ member_id: string; granted_by: string; granted_at: Date | string }>(
    'SELECT member_id, granted_by, granted_at FROM profile_agents WHERE profile_id = $1 ORDER BY granted_at, member_id',
    [profileId],
  );
  return rows.map((row) => ({ memberId: row.member_id, grantedBy: row.granted_by, grantedAt: isoOf(row.granted_at) }));
}
