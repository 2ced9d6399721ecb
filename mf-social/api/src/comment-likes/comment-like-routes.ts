import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { commentReactionRequest } from '../../../contract/comment-likes';
import type { LikeResponse } from '../../../contract/product-reviews';
import { memberIdOf } from '../http/member';
import { unknownComment } from '../posts/post-refusals';
import { setCommentLike } from './comment-like-store';

const likeInput = accepts({ params: z.object({ postId: z.uuid(), commentId: z.uuid() }), body: commentReactionRequest });

/** Members like comments, replies and answers, and take their likes back (contract/comment-likes.ts). */
export function commentLikeRoutes(db: Database, events: { notificationsWaiting(): void }): Router {
  const router = Router();
  for (const action of ['add', 'remove'] as const) {
    router.post(`/api/social/posts/:postId/comments/:commentId/reactions/${action}`, allow.members, likeInput, async (_req, res) => {
      const { postId, commentId } = likeInput.params(res);
      const result = await setCommentLike(db, postId, commentId, memberIdOf(res), action === 'add');
      if (!result) throw unknownComment();
      if (action === 'add') events.notificationsWaiting();
      const answer: LikeResponse = { likeCount: result.count, liked: result.on };
      res.json(answer);
    });
  }
  return router;
}
