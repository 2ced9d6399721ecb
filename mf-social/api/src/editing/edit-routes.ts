import { Router } from 'express';
import { accepts, allow, identityOf, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { updatePostRequest, type UpdatePostResponse } from '../../../contract/post-edits';
import { createCommentRequest, type CreateCommentResponse } from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { askedMarksOnly, productForWriting } from '../catalog/products-for-writing';
import { withCommentLikesOf } from '../comment-likes/comment-like-store';
import { personal } from '../http/personal';
import { postKindDiffers, unknownComment, unknownPost } from '../posts/post-refusals';
import { actingProfileIdOf } from '../acting/acting-profile';
import { editOwnComment } from './comment-edits';
import { editOwnPost, ownPostOf } from './post-edits';

const commentInput = accepts({ params: z.object({ postId: z.uuid(), commentId: z.uuid() }), body: createCommentRequest });
const postInput = accepts({ params: z.object({ postId: z.uuid() }), body: updatePostRequest });

/**
 * A member changes their own post or comment, as the profile they write as. POST /api/social/posts/{postId}/update
 * takes a post's new words as a new post does (UpdatePostRequest) and answers what changed (UpdatePostResponse). POST
 * /api/social/posts/{postId}/comments/{commentId}/update takes a comment's or a reply's new words as a new comment does
 * and answers the comment as it is now (CreateCommentResponse). Anyone else's, or one not there, is a 404.
 */
export function editRoutes(db: Database, catalog: CatalogProducts, events: { reviewsChanged(): void; notificationsWaiting(): void }): Router {
  const router = Router();

  router.post('/api/social/posts/:postId/update', allow.members, postInput, async (_req, res) => {
    const profileId = await actingProfileIdOf(db, res);
    const { postId } = postInput.params(res);
    if (!profileId) throw unknownPost();
    let change = postInput.body(res);
    if (change.$type === 'review') {
      // A review keeps only the marks its product asks, as when it was written: its product is read before the change.
      const own = await ownPostOf(db, profileId, postId);
      if (own?.kind === 'review') change = askedMarksOnly(change, await productForWriting(catalog, own.productCode, identityOf(res)));
    }
    const edited = await editOwnPost(db, profileId, postId, change);
    if (edited === null) throw unknownPost();
    if ('otherKind' in edited) throw postKindDiffers(edited.otherKind);
    if (edited.reviewsChanged) events.reviewsChanged();
    if (!edited.isHeldForModeration) events.notificationsWaiting();
    const answer: UpdatePostResponse = { post: edited.written, isHeldForModeration: edited.isHeldForModeration };
    personal(res);
    res.json(answer);
  });

  router.post('/api/social/posts/:postId/comments/:commentId/update', allow.members, commentInput, async (_req, res) => {
    const profileId = await actingProfileIdOf(db, res);
    const { postId, commentId } = commentInput.params(res);
    const edited = profileId ? await editOwnComment(db, profileId, postId, commentId, commentInput.body(res).text) : null;
    if (!edited) throw unknownComment();
    if (!edited.isHeldForModeration) events.notificationsWaiting();
    const [comment] = await withCommentLikesOf(db, identityOf(res).userId ?? null, [edited.written]);
    const answer: CreateCommentResponse = { comment: comment!, isHeldForModeration: edited.isHeldForModeration };
    personal(res);
    res.json(answer);
  });

  return router;
}
