import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * Team Social's profile calls: the member's own profile, made at onboarding and changed by batched commands, each
 * answered by its id. Each request is written once, as the zod schema the server checks it with, and its type derived
 * from it; web/ takes only the types.
 */

/** An alias is one or more letters, digits, hyphens, underscores or dots (nothing else); at most this long. */
export const aliasPattern = /^[\p{L}\p{N}._-]+$/u;
export const maxAliasLength = 30;
export const maxDisplayNameLength = 50;
export const maxDescriptionLength = 500;

/** A social profile as others see it. */
export interface SocialProfile {
  profileId: string;
  alias: string;
  displayName: string;
  description: string;
  /** The profile's and cover's pictures, without a width (add `?w=&q=&fmt=`, the platform's `imageUrl`). */
  profileImageUrl: string | null;
  coverImageUrl: string | null;
}

/**
 * A profile a member may write as besides their own (an authorized profile): a shared one an administrator made them an agent of.
 * The member's choice is the cookie `SocialOnBehalfOf` (its profileId; empty or absent: themself).
 */
export interface AuthorizedProfile {
  profileId: string;
  name: string;
  alias: string;
}

/** The cookie that names the profile a member writes as; empty or absent means the member themself. */
export const onBehalfOfCookie = 'SocialOnBehalfOf';

/**
 * GET /api/my/social/profile: the profile the member acts as, the profiles they may write as besides their own, and
 * the one they write as now. Also the answer of POST …/profile/impersonate and …/profile/stop-impersonate.
 */
export interface MySocialProfileResponse {
  /** The profile the member acts as: `onBehalfOf`'s, else their own (null before onboarding). */
  profile: SocialProfile | null;
  authorizedProfiles: AuthorizedProfile[];
  /**
   * The profile the member's posts, comments, stories and follows go out as now, when not their own: one of
   * `authorizedProfiles`, or the profile an administrator impersonates. Null: the member themself.
   */
  onBehalfOf: AuthorizedProfile | null;
  /** An administrator acting as `onBehalfOf` (impersonate), until stop-impersonate. */
  isImpersonating: boolean;
}

/** POST /api/my/social/profile/impersonate (administrators): act as this profile until stop-impersonate. */
export const impersonateRequest = z.object({ profileId: z.uuid() });
export type ImpersonateRequest = z.infer<typeof impersonateRequest>;

const alias = z.string().trim().min(1).max(maxAliasLength);
/** The client's own id of a command, echoed in its response: a uuid or any such token. */
const commandId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A command id is 1 to 64 letters, digits, hyphens or underscores.');
const displayName = singleLineText(maxDisplayNameLength).pipe(z.string().min(1));
/** A picture the member uploaded (POST /api/social/upload/image); another member's is refused as `unknownImage`. */
const imageId = z.uuid();

const command = z.discriminatedUnion('$type', [
  z.object({ commandId, $type: z.literal('ActivateMySocialProfile'), displayName, alias }),
  z.object({ commandId, $type: z.literal('SetSocialAlias'), alias }),
  z.object({ commandId, $type: z.literal('SetSocialDisplayName'), displayName }),
  z.object({ commandId, $type: z.literal('SetSocialDescription'), description: z.string().trim().max(maxDescriptionLength) }),
  z.object({ commandId, $type: z.literal('SetSocialProfileImage'), profileImageId: imageId }),
  z.object({ commandId, $type: z.literal('DeleteSocialProfileImage') }),
  z.object({ commandId, $type: z.literal('SetSocialCoverImage'), coverImageId: imageId }),
  z.object({ commandId, $type: z.literal('DeleteSocialCoverImage') }),
]);

/** POST /api/my/social/profile/update `{ commands }`: run in order, each answered by its commandId. */
export const profileCommandsRequest = z.object({ commands: z.array(command).min(1).max(10) });

export type ProfileCommandsRequest = z.infer<typeof profileCommandsRequest>;
export type ProfileCommand = ProfileCommandsRequest['commands'][number];

/**
 * One command's outcome. `resultType` names a refusal the client words itself: `unavailableAlias` (another profile
 * has it), `invalidAlias` (not the alias pattern), `noProfile` (onboard first), `alreadyActivated`, `unknownImage` (no
 * picture by that id was uploaded from this profile).
 */
export interface ProfileCommandResponse {
  commandId: string;
  success: boolean;
  resultType?: 'unavailableAlias' | 'invalidAlias' | 'noProfile' | 'alreadyActivated' | 'unknownImage';
  /** The profile after the command, when it succeeded. */
  profile?: SocialProfile;
}

export interface ProfileCommandsResponse {
  commandResponses: ProfileCommandResponse[];
}
