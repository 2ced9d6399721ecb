import { http } from '@storefront/platform';
import type { ProfileChangeResponse, SubscriptionsUpdateRequest } from '../../../contract/member-profile';

export async function updateSubscriptions(request: SubscriptionsUpdateRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/subscriptions', request)).data;
}
