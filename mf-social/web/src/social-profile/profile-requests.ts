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
