import type { HttpClient } from '@storefront/platform';
import type {
  MySocialProfileResponse,
  ProfileCommand,
  ProfileCommandResponse,
  ProfileCommandsRequest,
  ProfileCommandsResponse,
  SocialProfile,
} from '../../../contract/social-profile';

const profilePath = '/api/my/social/profile';

/** GET /api/my/social/profile: the member's social profile, null before onboarding. Members only (visitors get 401). */
export async function getMySocialProfile(http: Pick<HttpClient, 'get'>): Promise<SocialProfile | null> {
  const { data } = await http.get<MySocialProfileResponse>(profilePath);
  return data.profile ?? null;
}

/** How onboarding ended: the profile, or the refusal the dialog words ('unknown' is the generic error). */
export type Activation = { profile: SocialProfile | null } | { refusal: 'unavailableAlias' | 'invalidAlias' | 'alreadyActivated' | 'unknown' };

/** The answer to one command, by its commandId; none is an error. */
export function commandResponseOf(answer: ProfileCommandsResponse | null, commandId: string): ProfileCommandResponse {
  const response = answer?.commandResponses?.find((candidate) => candidate.commandId === commandId);
  if (!response) throw new Error('Cannot find command response');
  return response;
}

function newCommandId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** POST /api/my/social/profile/update `{ commands: [ActivateMySocialProfile] }`: onboarding. */
export async function activateMySocialProfile(
  http: Pick<HttpClient, 'post'>,
  { displayName, alias }: { displayName: string; alias: string },
  commandId = newCommandId(),
): Promise<Activation> {
  const command: ProfileCommand = { commandId, $type: 'ActivateMySocialProfile', displayName, alias };
  const request: ProfileCommandsRequest = { commands: [command] };
  const { data } = await http.post<ProfileCommandsResponse>(`${profilePath}/update`, request);
  const response = commandResponseOf(data, commandId);
  if (response.success) return { profile: response.profile ?? null };
  const known = ['unavailableAlias', 'invalidAlias', 'alreadyActivated'] as const;
  const refusal = known.find((resultType) => resultType === response.resultType) ?? 'unknown';
  return { refusal };
}

/** What the member changes of their profile: only what is given is sent. */
export interface ProfileChanges {
  displayName?: string;
  description?: string;
  alias?: string;
}

/** How a change of the profile ended: the profile after the last command that succeeded, and an alias refused. */
export interface ProfileUpdate {
  profile: SocialProfile | null;
  aliasRefusal: 'unavailableAlias' | 'invalidAlias' | null;
  /** A command failed for another reason (no profile any more, or no answer for it). */
  failed: boolean;
}

/**
 * POST /api/my/social/profile/update with one command per changed field, sent together (the alias last: its refusal
 * leaves the others done); each answer is matched by its commandId.
 */
export async function updateMySocialProfile(http: Pick<HttpClient, 'post'>, changes: ProfileChanges, newId: () => string = newCommandId): Promise<ProfileUpdate> {
  const commands: ProfileCommand[] = [];
  if (changes.displayName !== undefined) commands.push({ commandId: newId(), $type: 'SetSocialDisplayName', displayName: changes.displayName });
  if (changes.description !== undefined) commands.push({ commandId: newId(), $type: 'SetSocialDescription', description: changes.description });
  if (changes.alias !== undefined) commands.push({ commandId: newId(), $type: 'SetSocialAlias', alias: changes.alias });
  const update: ProfileUpdate = { profile: null, aliasRefusal: null, failed: false };
  if (commands.length === 0) return update;
  const request: ProfileCommandsRequest = { commands };
  const { data } = await http.post<ProfileCommandsResponse>(`${profilePath}/update`, request);
  for (const command of commands) {
    const response = commandResponseOf(data, command.commandId);
    if (response.success) update.profile = response.profile ?? update.profile;
    else if (command.$type === 'SetSocialAlias' && (response.resultType === 'unavailableAlias' || response.resultType === 'invalidAlias')) update.aliasRefusal = response.resultType;
    else update.failed = true;
  }
  return update;
}

/** Which of the profile's pictures: its own (round, beside the name) or its cover. */
export type ProfilePicture = 'profile' | 'cover';

function pictureCommand(picture: ProfilePicture, imageId: string | null, commandId: string): ProfileCommand {
  if (picture === 'profile') {
    return imageId ? { commandId, $type: 'SetSocialProfileImage', profileImageId: imageId } : { commandId, $type: 'DeleteSocialProfileImage' };
  }
  return imageId ? { commandId, $type: 'SetSocialCoverImage', coverImageId: imageId } : { commandId, $type: 'DeleteSocialCoverImage' };
}

/**
 * POST /api/my/social/profile/update with SetSocialProfileImage or SetSocialCoverImage (an uploaded picture's id), or
 * their Delete… (null): the profile after it. A refusal (`unknownImage`, `noProfile`) throws.
 */
export async function setMyProfilePicture(
  http: Pick<HttpClient, 'post'>,
  picture: ProfilePicture,
  imageId: string | null,
  commandId = newCommandId(),
): Promise<SocialProfile> {
  const request: ProfileCommandsRequest = { commands: [pictureCommand(picture, imageId, commandId)] };
  const { data } = await http.post<ProfileCommandsResponse>(`${profilePath}/update`, request);
  const response = commandResponseOf(data, commandId);
  if (!response.success || !response.profile) throw new Error(`The picture was not changed (${response.resultType ?? 'no profile'})`);
  return response.profile;
}
