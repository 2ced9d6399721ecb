import type { PageBase } from '@storefront/platform';
import type { SocialFeed } from './social-feed';
import type { MySocialProfileResponse, SocialProfile } from './social-profile';

/*
 * The member's social profile (MySocialProfilePageViewModel, /social/my-profile): see it and change it through the
 * batched profile commands, or make one (onboarding) when there is none yet; choose the profile to write as when they
 * may write as another. Members only.
 */
export interface MySocialProfilePageViewModel extends PageBase, Omit<MySocialProfileResponse, 'profile'> {
  componentName: 'MySocialProfilePageViewModel';
  /** The profile the member acts as (`onBehalfOf`, else their own); null before onboarding. */
  profile: SocialProfile | null;
  followerCount: number;
  followingCount: number;
  /** The posts the member saved, newest saved first (GET /api/my/social/saved-posts for the next pages). */
  savedPosts: SocialFeed;
}
