import type { PageBase } from '@storefront/platform';
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
}
