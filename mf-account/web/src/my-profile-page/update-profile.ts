import { http, type ProfileChangeResponse, type ProfileUpdateRequest } from '@storefront/platform';

export async function updateProfile(request: ProfileUpdateRequest): Promise<ProfileChangeResponse> {
  return (await http.post<ProfileChangeResponse>('/api/my/profile/update', request)).data;
}
