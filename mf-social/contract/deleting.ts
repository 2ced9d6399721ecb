/*
 * A member deletes what they wrote: POST /api/social/posts/{postId}/delete (a review, question, picture or look, with its
 * comments, likes and marks) and POST /api/social/posts/{postId}/comments/{commentId}/delete (a comment or an answer with
 * its replies, or a reply). It is gone for everyone; a review's product counts its rating again. Only the writer may:
 * anyone else's, or what is not there, is 404 `unknown_post` / `unknown_comment`. A moderator hides instead (moderation).
 */

export interface DeleteResponse {
  deleted: true;
}
