import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import type { DeleteResponse } from '../../../contract/deleting';
import { personal } from '../http/personal';
import { unknownComment, unknownPost } from '../posts/post-refusals';
import { actingProfileIdOf } from '../acting/acting-profile';
import { deleteOwnComment, deleteOwnPost } from './deletion-store';

const postInput = accepts({ params: z.object({ postId: z.uuid() }) });
const commentInput = accepts({ params: z.object({ postId: z.uuid(), commentId: z.uuid() }) });

const deleted: DeleteResponse = { deleted: true };

/** A member deletes their own post or comment (contract/deleting.ts); anyone else's is not there for them. */
export function deletionRoutes(db: Database, events: { reviewsChanged(): void }): Router {
  const router = Router();

  router.post('/api/social/posts/:postId/delete', allow.members, postInput, async (_req, res) => {
    const profileId = await actingProfileIdOf(db, res);
    const post = profileId ? await deleteOwnPost(db, profileId, postInput.params(res).postId) : null;
    if (!post) throw unknownPost();
    if (post.wasReview) events.reviewsChanged();
    personal(res);
    res.json(deleted);
  });

  router.post('/api/social/posts/:postId/comments/:commentId/delete', allow.members, commentInput, async (_req, res) => {
    const profileId = await actingProfileIdOf(db, res);
    const { postId, commentId } = commentInput.params(res);
    if (!profileId || !(await deleteOwnComment(db, profileId, postId, commentId))) throw unknownComment();
    personal(res);
    res.json(deleted);
  });

  return router;
}
