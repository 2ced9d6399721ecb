import { Router } from 'express';
import { accepts, allow, identityOf, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { repliesQuery } from '../../../contract/comment-replies';
import { createCommentRequest, type CreateCommentResponse } from '../../../contract/product-reviews';
import { commentPageWithLikesOf } from '../comment-likes/comment-like-store';
import { personal } from '../http/personal';
import type { PostingLimits } from '../moderation/posting-limits';
import { writeComment } from '../posts/comment-store';
import { unknownComment } from '../posts/post-refusals';
import { writerProfileIdOf } from '../acting/acting-profile';
import { replyPage } from './reply-store';

const commentPath = z.object({ postId: z.uuid(), commentId: z.uuid() });

const replyInput = accepts({ params: commentPath, body: createCommentRequest });
const repliesInput = accepts({ params: commentPath, query: repliesQuery });

/** Replies to a post's comments: members with a social profile write them, anyone reads them. */
export function replyRoutes(db: Database, limits: PostingLimits, events: { notificationsWaiting(): void }): Router {
  const router = Router();

  router.post('/api/social/posts/:postId/comments/:commentId/reply', allow.members, replyInput, async (_req, res) => {
    const profileId = await writerProfileIdOf(db, res);
    const { postId, commentId } = replyInput.params(res);
    const reply = await writeComment(db, limits, { postId, replyTo: commentId }, profileId, replyInput.body(res).text);
    if (!reply) throw unknownComment();
    if (!reply.isHeldForModeration) events.notificationsWaiting();
    const answer: CreateCommentResponse = { comment: reply.written, isHeldForModeration: reply.isHeldForModeration };
    res.status(201).json(answer);
  });

  router.get('/api/social/posts/:postId/comments/:commentId/replies', allow.anyone, repliesInput, async (_req, res) => {
    const { postId, commentId } = repliesInput.params(res);
    const { from, count } = repliesInput.query(res);
    const page = await replyPage(db, postId, commentId, from, count);
    if (!page) throw unknownComment();
    personal(res);
    res.json(await commentPageWithLikesOf(db, identityOf(res).userId ?? null, page));
  });

  return router;
}
