import { http } from '@storefront/platform';
import type { ProfileChangeResponse, ProfileUpdateRequest } from '../../../contract/member-profile';

export async function updateProfile(request: ProfileUpdateRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/update', request)).data;
}
