import { http } from '@storefront/platform';
import type { DeleteAccountRequest, ProfileChangeResponse } from '../../../contract/member-profile';

export async function deleteAccount(request: DeleteAccountRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/delete-account', request)).data;
}
