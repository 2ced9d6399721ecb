import { socialPageQuery, type PostPage, type QuestionAnswer } from './product-reviews';

/*
 * Replies: a member answers a comment under it. POST /api/social/posts/{postId}/comments/{commentId}/reply takes the
 * text as a comment does (createCommentRequest) and answers 201 with a CreateCommentResponse of the reply; a reply to
 * a reply joins the thread of the comment it is under, and its writer is told. Refusals: 404 `unknown_comment` (not a
 * visible comment of that visible post), 409 `social_profile_required`, 429 `posting_limit`.
 */

/** GET /api/social/posts/{postId}/comments/{commentId}/replies?from&count: a comment's replies, oldest first, 10 a page. */
export const repliesQuery = socialPageQuery;

/** A page of a comment's replies; 404 `unknown_comment` for a comment that is not there or not shown. */
export type RepliesPage = PostPage<QuestionAnswer>;
