import type { PostAuthor, PostPage } from './product-reviews';

/*
 * Follows of profiles (my/social/{profileId}/follow and unfollow, my/social/followers/users, following/users and
 * following/ids; social/profiles/{id}/followers and following): a member with a social profile follows others, and
 * anyone may read a profile's lists, 10 at a time, the newest follow first.
 */

/** POST /api/my/social/{profileId}/follow or /unfollow: where the follow stands now, and the profile's followers. */
export interface FollowAnswer {
  isFollowing: boolean;
  followerCount: number;
}

/** One profile of a followers or following list. */
export interface FollowListProfile extends PostAuthor {
  /** The member reading follows this profile (false for a visitor, and for the reader's own profile). */
  isFollowedByReader: boolean;
  /** The reader's own profile. */
  isReader: boolean;
}

export type FollowListPage = PostPage<FollowListProfile>;

/** GET /api/my/social/following/ids: every profile the member follows, for marking who is followed in any list. */
export interface FollowingIds {
  profileIds: string[];
}

export const followListKinds = ['followers', 'following'] as const;
export type FollowListKind = (typeof followListKinds)[number];
