import type { HttpClient } from '@storefront/platform';
import type { FollowAnswer, FollowListKind, FollowListPage } from '../../../contract/follows';
import { socialPageSize } from '../social-rules/social-rules';

/** POST /api/my/social/{profileId}/follow or /unfollow: where the follow stands now. Members with a profile only. */
export async function setFollowing(http: Pick<HttpClient, 'post'>, profileId: string, follow: boolean): Promise<FollowAnswer> {
  const { data } = await http.post<FollowAnswer>(`/api/my/social/${encodeURIComponent(profileId)}/${follow ? 'follow' : 'unfollow'}`, {});
  return data;
}

/** GET /api/social/profiles/{profileId}/followers or /following: a page of the list, after `from` when given. */
export async function getFollowList(http: Pick<HttpClient, 'get'>, profileId: string, kind: FollowListKind, from?: string): Promise<FollowListPage> {
  const query = new URLSearchParams({ ...(from ? { from } : {}), count: String(socialPageSize) });
  const { data } = await http.get<FollowListPage>(`/api/social/profiles/${encodeURIComponent(profileId)}/${kind}?${query}`);
  return data;
}
