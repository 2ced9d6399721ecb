import { z } from 'zod';
import type { PostAuthor } from './product-reviews';
import { maxAliasLength } from './social-profile';

/*
 * Mentions: '@alias' in a post's or a comment's words names that profile; it is linked where the words show and its
 * member is told. GET /api/social/profiles/mention-search?q finds the profiles a writer may mean as they type (the
 * text after '@', at least 1 character), best first.
 */

/** The most profiles a mention search offers. */
export const mentionSearchCount = 8;

export const mentionSearchQuery = z.object({ q: z.string().trim().min(1).max(maxAliasLength + 1) });

export interface MentionSearchResult {
  profiles: PostAuthor[];
}
