import { z } from 'zod';

/*
 * A member likes a comment, a reply or an answer: POST /api/social/posts/{postId}/comments/{commentId}/reactions/add,
 * and takes it back with …/reactions/remove. Once per member and comment however often pressed; the answer is the
 * contract's LikeResponse (the comment's count, and whether the member likes it). Its writer is told once. Refusals:
 * 404 `unknown_comment` (not there, hidden, or under another post).
 */
export const commentReactionRequest = z.object({ type: z.literal('like') });

export type CommentReactionRequest = z.infer<typeof commentReactionRequest>;
