import { z } from 'zod';
import { socialSearchMinLength, type PageBase } from '@storefront/platform';
import { socialPageQuery, type PostAuthor, type PostPage } from './product-reviews';
import type { SocialFeed } from './social-feed';

/*
 * Social search: the quick search's social autocomplete (GET /search/socialautocomplete?q=), the search page
 * (SocialSearchPageViewModel, /social/search?q=<the text encrypted by GET /encryptsearchtext>) and its lists' next
 * pages (GET /api/social/posts/search and /api/social/profiles/search, ?q&from&count). Every word typed must match the
 * start of a word of the post (its title or text) or of the profile (its name or alias), in any case: "lip" finds
 * "Lipstick". Hidden posts and posts taken out of feeds are not found.
 */

/** At least `socialSearchMinLength` (the platform's: the quick search reads it too), at most this many. */
export const socialSearchMaxLength = 100;

/** The text searched, as the calls take it (the page reads it from its encrypted q). */
export const socialSearchText = z
  .string()
  .trim()
  .min(socialSearchMinLength, `Search text needs at least ${socialSearchMinLength} characters.`)
  .max(socialSearchMaxLength);

/** GET /search/socialautocomplete?q= */
export const socialAutocompleteQuery = z.object({ q: socialSearchText });

/** GET /api/social/posts/search and /api/social/profiles/search: q, and the lists' paging. */
export const socialSearchListQuery = socialPageQuery.extend({ q: socialSearchText });

/** A profile found: its writer's names, how many follow it and how many posts it shows. */
export interface SocialSearchProfile extends PostAuthor {
  followerCount: number;
  postCount: number;
}

/** A hashtag found (lowercase, without its '#'), with how many posts carry it (at least that many, past 1,000). */
export interface SocialSearchHashtag {
  hashtag: string;
  postCount: number;
  postCountIsLowerBound: boolean;
}

/** GET /search/socialautocomplete?q=: its shape is the platform's, where the catalog's quick search reads it. */
export type { SocialAutocompleteResult, SocialCompletion } from '@storefront/platform';

export type SocialSearchProfilePage = PostPage<SocialSearchProfile>;

/** Posts found, newest first: they are counted up to 1,000, and beyond that `totalCountIsLowerBound` says "at least". */
export type SocialSearchPostPage = SocialFeed & { totalCountIsLowerBound: boolean };

/** /social/search?q=<encrypted text>. */
export interface SocialSearchPageViewModel extends PageBase {
  componentName: 'SocialSearchPageViewModel';
  /** The text searched; '' when the address carried none, or one that could not be read. */
  q: string;
  /** What the address's q was, when no search was made of it. */
  queryProblem: 'unreadable' | 'too-short' | null;
  profiles: SocialSearchProfilePage;
  hashtags: SocialSearchHashtag[];
  posts: SocialSearchPostPage;
}
