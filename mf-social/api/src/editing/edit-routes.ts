import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { createCommentRequest, type CreateCommentResponse } from '../../../contract/product-reviews';
import { personal } from '../http/personal';
import { unknownComment } from '../posts/post-refusals';
import { actingProfileIdOf } from '../acting/acting-profile';
import { editOwnComment } from './comment-edits';

const commentInput = accepts({ params: z.object({ postId: z.uuid(), commentId: z.uuid() }), body: createCommentRequest });

/**
 * A member changes the words of their own comment or reply: POST /api/social/posts/{postId}/comments/{commentId}/update
 * takes them as a new comment does and answers the comment as it is now (CreateCommentResponse); anyone else's, or one
 * not there, is 404 `unknown_comment`.
 */
export function editRoutes(db: Database, events: { notificationsWaiting(): void }): Router {
  const router = Router();

  router.post('/api/social/posts/:postId/comments/:commentId/update', allow.members, commentInput, async (_req, res) => {
    const profileId = await actingProfileIdOf(db, res);
    const { postId, commentId } = commentInput.params(res);
    const edited = profileId ? await editOwnComment(db, profileId, postId, commentId, commentInput.body(res).text) : null;
    if (!edited) throw unknownComment();
    if (!edited.isHeldForModeration) events.notificationsWaiting();
    const answer: CreateCommentResponse = { comment: edited.written, isHeldForModeration: edited.isHeldForModeration };
    personal(res);
    res.json(answer);
  });

  return router;
}
