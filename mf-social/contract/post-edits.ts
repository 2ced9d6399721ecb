import { z } from 'zod';
import { lookText, questionText, reviewFields, userImagePostText, type SkinTone, type SkinType } from './product-reviews';

/*
 * A member changes a post of the profile they write as: POST /api/social/posts/{postId}/update. What they wrote
 * changes, never what it is about: a review's stars, title, text and marks; a question's, a picture's or a look's
 * text (the picture, and the product or a look's products, stay). `$type` says which kind the member means.
 */

export const updatePostRequest = z.discriminatedUnion('$type', [
  z.object({ $type: z.literal('review'), ...reviewFields }),
  z.object({ $type: z.literal('question'), text: questionText }),
  z.object({ $type: z.literal('userImagePost'), text: userImagePostText }),
  z.object({ $type: z.literal('look'), text: lookText }),
]);

export type UpdatePostRequest = z.infer<typeof updatePostRequest>;

/** A post as its change left it: what a list holding it replaces (the rest of it is as it was). */
export interface EditedPost {
  postId: string;
  /** A review's stars; null for the other kinds. */
  stars: 1 | 2 | 3 | 4 | 5 | null;
  /** A review's title; '' for the other kinds. */
  title: string;
  text: string;
  skinType: SkinType | null;
  skinTone: SkinTone | null;
  isRecommended: boolean | null;
  /** Its hashtags and the profiles it names, found again in the new words. */
  hashtags: string[];
  mentions: string[];
  editedAt: string;
}

/**
 * Changed. Held for a moderator (`isHeldForModeration`) when the word filter finds words in the new text, or when a
 * moderator or the filter held it before: others do not see it until a moderator allows it. Refusals: 404
 * `unknown_post` (not there, or not the profile's own), 409 `post_kind_differs` (the post is of another kind than
 * `$type`), 403 `not_authorized_for_profile`, 503 `catalog_unavailable` (a review asks the catalog which skin marks
 * its product takes).
 */
export interface UpdatePostResponse {
  post: EditedPost;
  isHeldForModeration: boolean;
}
