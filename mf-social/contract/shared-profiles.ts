import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';
import { maxAliasLength, maxDisplayNameLength, type SocialProfile } from './social-profile';

/*
 * Team Social's administration of shared profiles (administrators only): a profile no single member owns (the shop's
 * editors, a brand) is made here, and the members who may write as it (its agents) are named and struck off here.
 * Requests are zod schemas the server checks; web/ takes only the types.
 */

/** POST /api/admin/social/shared-profiles/create: a shared profile; its alias follows the members' alias rules. */
export const sharedProfileRequest = z.object({
  displayName: singleLineText(maxDisplayNameLength).pipe(z.string().min(1)),
  alias: z.string().trim().min(1).max(maxAliasLength),
});
export type SharedProfileRequest = z.infer<typeof sharedProfileRequest>;

/** POST /api/admin/social/profile-agents/grant and …/revoke: the member (team Account's id) and the profile. */
export const profileAgentRequest = z.object({ profileId: z.uuid(), memberId: z.string().trim().min(1).max(100) });
export type ProfileAgentRequest = z.infer<typeof profileAgentRequest>;

/** GET /api/admin/social/profile-agents?profileId=: who may write as the profile. */
export const profileAgentsQuery = z.object({ profileId: z.uuid() });

export interface ProfileAgent {
  memberId: string;
  grantedBy: string;
  grantedAt: string;
}

export interface ProfileAgentsResponse {
  profile: SocialProfile;
  agents: ProfileAgent[];
}
