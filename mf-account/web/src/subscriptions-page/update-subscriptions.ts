import { http, type ProfileChangeResponse, type SubscriptionsUpdateRequest } from '@storefront/platform';

export async function updateSubscriptions(request: SubscriptionsUpdateRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/subscriptions', request)).data;
}
