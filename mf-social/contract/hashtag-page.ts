import { z } from 'zod';
import type { PageBase } from '@storefront/platform';
import type { SocialFeed } from './social-feed';

/*
 * A hashtag's page (HashtagViewModel, /social/hashtag/{hashtag}, the last segment the lowercase, URL-encoded hashtag;
 * GET /api/social/posts/by-hashtag/{hashtag}?from&count): the posts whose title or text carries it, newest first, 10
 * at a time, each with its writer. Anyone may read it; hidden posts and posts taken out of feeds are not there.
 */

export interface HashtagViewModel extends PageBase {
  componentName: 'HashtagViewModel';
  /** Lowercase, without its '#'. */
  hashtag: string;
  posts: SocialFeed;
}

/** A hashtag as a path names it: letters, digits and '_', at most 50 (the posts' rule; any case, read lowercase). */
export const hashtagParams = z.object({
  hashtag: z.string().min(1).max(50).regex(/^[\p{L}\p{N}\p{M}_]+$/u, 'Not a hashtag.'),
});
