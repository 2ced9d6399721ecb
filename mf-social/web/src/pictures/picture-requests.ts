import type { HttpClient } from '@storefront/platform';
import type { UploadedImageResponse } from '../../../contract/social-images';

/** POST /api/social/upload/image with the file's bytes as they are: the server sniffs, checks and re-encodes them. */
export async function uploadImage(http: Pick<HttpClient, 'post'>, file: Blob): Promise<UploadedImageResponse> {
  return (await http.post<UploadedImageResponse>('/api/social/upload/image', file)).data;
}
