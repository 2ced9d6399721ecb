/*
 * The posts a member saved to read again: POST /api/my/social/saved-posts/{postId}/save and
 * /unsave (each is what it says however often it comes; 404 `unknown_post` for a post that is not there), the list
 * newest saved first (GET /api/my/social/saved-posts?from&count, a SocialFeed; on /social/my-profile its first page),
 * and the ids of the newest saved, for the Save buttons (GET /api/my/social/saved-posts/ids). Members only.
 */

/** The most ids the ids call gives: the newest saved. */
export const maxSavedPostIds = 1_000;

export interface SavedPostIds {
  postIds: string[];
}

export interface SaveResponse {
  saved: boolean;
}
