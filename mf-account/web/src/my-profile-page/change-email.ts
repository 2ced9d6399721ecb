import { http } from '@storefront/platform';
import type { ChangeEmailRequest, ProfileChangeResponse } from '../../../contract/member-profile';

export async function changeEmail(request: ChangeEmailRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/change-email', request)).data;
}
