import type { PageBase } from '@storefront/platform';
import type { PostAuthor, PostPage } from './product-reviews';
import type { ActivityPost } from './social-profile-page';
import type { ProfileStories } from './stories';

/*
 * The member's feed (SocialFeedViewModel, /social/feed; GET /api/my/social/feed?from&count): what the profiles they
 * follow wrote, newest first, 10 at a time, with a `nextFrom` cursor and a `totalCount`. Hidden posts and posts a
 * moderator took out of feeds are not in it.
 */

export interface FeedEntry extends ActivityPost {
  author: PostAuthor;
}

export type SocialFeed = PostPage<FeedEntry>;

export interface SocialFeedViewModel extends PageBase {
  componentName: 'SocialFeedViewModel';
  feed: SocialFeed;
  /** The stories of the day: the member's own first, then those of the profiles they follow (GET /api/my/social/feed/stories). */
  stories: ProfileStories[];
  /** How many profiles the member follows: none says how to begin. */
  followingCount: number;
  /** The member's own profile's alias, for the link to it; null before onboarding. */
  ownAlias: string | null;
}

