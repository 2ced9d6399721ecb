import type { PageBase } from '@storefront/platform';
import type { SocialFeed } from './social-feed';
import type { SocialProfile } from './social-profile';

/*
 * The member's own social profile (MySocialProfilePageViewModel, /social/my-profile): see it and change it through the
 * batched profile commands, or make one (onboarding) when there is none yet. Members only.
 */
export interface MySocialProfilePageViewModel extends PageBase {
  componentName: 'MySocialProfilePageViewModel';
  /** Null before onboarding. */
  profile: SocialProfile | null;
  followerCount: number;
  followingCount: number;
  /** The posts the member saved, newest saved first (GET /api/my/social/saved-posts for the next pages). */
  savedPosts: SocialFeed;
}
