import { http, type DeleteAccountRequest, type ProfileChangeResponse } from '@storefront/platform';

export async function deleteAccount(request: DeleteAccountRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/delete-account', request)).data;
}
