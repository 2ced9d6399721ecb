import type { HttpClient } from '@storefront/platform';
import type { ImpersonateRequest, MySocialProfileResponse } from '../../../contract/social-profile';
import { onBehalfOfCookie } from '../social-rules/social-rules';

/** POST /api/my/social/profile/impersonate (administrators): act as the profile until stopping; the server sets the cookie. */
export async function impersonate(http: Pick<HttpClient, 'post'>, profileId: string): Promise<MySocialProfileResponse> {
  const request: ImpersonateRequest = { profileId };
  return (await http.post<MySocialProfileResponse>('/api/my/social/profile/impersonate', request)).data;
}

/** POST /api/my/social/profile/stop-impersonate: back to the member themself; the server clears the cookie. */
export async function stopImpersonating(http: Pick<HttpClient, 'post'>): Promise<MySocialProfileResponse> {
  return (await http.post<MySocialProfileResponse>('/api/my/social/profile/stop-impersonate', {})).data;
}

/**
 * The member's choice of the profile they write as: the cookie SocialOnBehalfOf with its id, for a year;
 * null (themself) takes it away. The server checks every request against it.
 */
export function chooseOnBehalfOf(profileId: string | null, page: Pick<Document, 'cookie'> & { location: Pick<Location, 'protocol'> } = document): void {
  const secure = page.location.protocol === 'https:' ? '; Secure' : '';
  page.cookie = `${onBehalfOfCookie}=${profileId ?? ''}; Path=/; SameSite=Lax; Max-Age=${profileId ? 31_536_000 : 0}${secure}`;
}
