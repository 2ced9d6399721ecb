import { z } from 'zod';
import type { PageBase } from '@storefront/platform';
import { socialPageQuery } from './product-reviews';
import type { SocialFeed } from './social-feed';

/*
 * The latest posts of everyone (SocialPostListingViewModel, /social/posts?kind=reviews|questions|looks; GET
 * /api/social/posts/latest?kind&from&count, and /api/social/posts/latest-reviews and /latest-looks?from&count): newest
 * first, 10 at a time, each with its writer. Anyone may read them; hidden posts and posts taken out of feeds are not
 * there.
 */

export const postListingKinds = ['all', 'reviews', 'questions', 'looks'] as const;
export type PostListingKind = (typeof postListingKinds)[number];

export interface SocialPostListingViewModel extends PageBase {
  componentName: 'SocialPostListingViewModel';
  kind: PostListingKind;
  posts: SocialFeed;
}

export const postListingKind = z.enum(postListingKinds).default('all');

/** GET /api/social/posts/latest?kind&from&count. */
export const latestPostsQuery = socialPageQuery.extend({ kind: postListingKind });
