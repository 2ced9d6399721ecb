/*
 * Team Social's pictures: a member uploads a photo (POST /api/social/upload/image, the file's bytes as the body, at most
 * the platform's `maxUploadBytes`) and then uses it by its id (SetSocialProfileImage, SetSocialCoverImage). The
 * server keeps it upright, without metadata and at most 2,880 px a side, and serves it at /images/social/{imageId}.
 */

/** 201 of POST /api/social/upload/image. */
export interface UploadedImageResponse {
  imageId: string;
  /** Without a width: add `?w=&q=&fmt=` as for every image URL (the platform's `imageUrl`). */
  url: string;
  width: number;
  height: number;
}
