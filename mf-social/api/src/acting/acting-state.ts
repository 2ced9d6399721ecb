import type { Identity, Queryable } from '@storefront/platform/server';
import type { AuthorizedProfile, MySocialProfileResponse } from '../../../contract/social-profile';
import { mayImpersonate, profileIdOfMember } from './acting-profile';

export type ActingState = Omit<MySocialProfileResponse, 'profile'> & {
  /** The profile the member acts as: `onBehalfOf`'s, else their own (null before onboarding). */
  actingProfileId: string | null;
};

interface ProfileNameRow {
  profile_id: string;
  display_name: string;
  alias: string;
}

const authorizedProfileOf = (row: ProfileNameRow): AuthorizedProfile => ({ profileId: row.profile_id, name: row.display_name, alias: row.alias });

/**
 * What the member may act as and acts as now, for the cookie value `onBehalfOf` (null: themself): the profiles they
 * are an agent of, and the one an administrator impersonates. A cookie naming neither counts as themself.
 */
export async function actingStateOf(db: Queryable, identity: Identity, onBehalfOf: string | null): Promise<ActingState> {
  const memberId = identity.userId;
  if (!memberId) return { authorizedProfiles: [], onBehalfOf: null, isImpersonating: false, actingProfileId: null };
  const [agencies, impersonated, ownProfileId] = await Promise.all([
    db.query<ProfileNameRow>(
      `SELECT p.profile_id, p.display_name, p.alias FROM profile_agents a JOIN profiles p ON p.profile_id = a.profile_id
       WHERE a.member_id = $1 ORDER BY lower(p.display_name), p.profile_id`,
      [memberId],
    ),
    mayImpersonate(identity)
      ? db.query<ProfileNameRow>(
          `SELECT p.profile_id, p.display_name, p.alias FROM profile_impersonations i JOIN profiles p ON p.profile_id = i.profile_id
           WHERE i.admin_member_id = $1 AND i.stopped_at IS NULL`,
          [memberId],
        )
      : [],
    profileIdOfMember(db, memberId),
  ]);
  const authorizedProfiles = agencies.map(authorizedProfileOf);
  const [impersonatedRow] = impersonated;
  if (impersonatedRow && impersonatedRow.profile_id === onBehalfOf) {
    return { authorizedProfiles, onBehalfOf: authorizedProfileOf(impersonatedRow), isImpersonating: true, actingProfileId: onBehalfOf };
  }
  const chosen = onBehalfOf === ownProfileId ? undefined : authorizedProfiles.find((profile) => profile.profileId === onBehalfOf);
  return { authorizedProfiles, onBehalfOf: chosen ?? null, isImpersonating: false, actingProfileId: chosen?.profileId ?? ownProfileId };
}
