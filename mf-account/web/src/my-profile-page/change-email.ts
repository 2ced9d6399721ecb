import { http, type ChangeEmailRequest, type ProfileChangeResponse } from '@storefront/platform';

export async function changeEmail(request: ChangeEmailRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/change-email', request)).data;
}
