import { Router } from 'express';
import { accepts, allow, identityOf, type Database, type Identity } from '@storefront/platform/server';
import { z } from 'zod';
import {
  createCommentRequest,
  createPostRequest,
  reactionRequest,
  type CreateCommentResponse,
  type CreatePostResponse,
} from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { askedMarksOnly, productForWriting, productsForWriting } from '../catalog/products-for-writing';
import { memberIdOf } from '../http/member';
import type { PostingLimits } from '../moderation/posting-limits';
import { writeComment } from './comment-store';
import { activityProductOf } from '../catalog/with-products';
import { lookWith } from '../looks/look-products';
import { writeLook, type NewLook } from '../looks/look-store';
import { reviewExists, unknownImage, unknownLookProducts, unknownPost, reactionNotOffered } from './post-refusals';
import { writeUserImagePost } from '../product-sections/user-image-store';
import { writeQuestion, writeReview } from './post-store';
import { writerProfileIdOf } from '../acting/acting-profile';
import { reactionAnswer, setReaction } from './reaction-store';

const postPath = z.object({ postId: z.uuid() });

const createInput = accepts({ body: createPostRequest });
const commentInput = accepts({ params: postPath, body: createCommentRequest });
const reactionInput = accepts({ params: postPath, body: reactionRequest });

/**
 * Members write reviews, questions, answers, pictures of products and looks (with a social profile), mark posts helpful
 * and like looks and pictures.
 */
export function postRoutes(
  db: Database,
  catalog: CatalogProducts,
  limits: PostingLimits,
  events: { reviewsChanged(): void; notificationsWaiting(): void },
): Router {
  const router = Router();

  /** A look: every product it names must be in the shop; answered with them named. */
  async function createLook(profileId: string, look: NewLook, identity: Identity): Promise<CreatePostResponse> {
    const products = await productsForWriting(catalog, look.productCodes, identity);
    const missing = look.productCodes.filter((code) => !products.has(code));
    if (missing.length > 0) throw unknownLookProducts(missing);
    const written = await writeLook(db, limits, profileId, look);
    if (written === 'unknownImage') throw unknownImage();
    const named = new Map([...products].map(([code, product]) => [code, activityProductOf(product)]));
    return { look: lookWith(written.written, named), isHeldForModeration: written.isHeldForModeration };
  }

  router.post('/api/social/posts/create', allow.members, createInput, async (_req, res) => {
    const profileId = await writerProfileIdOf(db, res);
    const post = createInput.body(res);
    if (post.$type === 'look') {
      res.status(201).json(await createLook(profileId, post, identityOf(res)));
      return;
    }
    const product = await productForWriting(catalog, post.productCode, identityOf(res));
    let answer: CreatePostResponse;
    if (post.$type === 'review') {
      const review = await writeReview(db, limits, profileId, askedMarksOnly(post, product));
      if (review === 'exists') throw reviewExists();
      if (!review.isHeldForModeration) events.reviewsChanged();
      answer = { review: review.written, isHeldForModeration: review.isHeldForModeration };
    } else if (post.$type === 'question') {
      const question = await writeQuestion(db, limits, profileId, post);
      answer = { question: question.written, isHeldForModeration: question.isHeldForModeration };
    } else {
      const picture = await writeUserImagePost(db, limits, profileId, post);
      if (picture === 'unknownImage') throw unknownImage();
      answer = { userImagePost: picture.written, isHeldForModeration: picture.isHeldForModeration };
    }
    res.status(201).json(answer);
  });

  router.post('/api/social/posts/:postId/comments/create', allow.members, commentInput, async (_req, res) => {
    const profileId = await writerProfileIdOf(db, res);
    const comment = await writeComment(db, limits, { postId: commentInput.params(res).postId }, profileId, commentInput.body(res).text);
    if (!comment) throw unknownPost();
    if (!comment.isHeldForModeration) events.notificationsWaiting();
    const answer: CreateCommentResponse = { comment: comment.written, isHeldForModeration: comment.isHeldForModeration };
    res.status(201).json(answer);
  });

  for (const action of ['add', 'remove'] as const) {
    router.post(`/api/social/posts/:postId/reactions/${action}`, allow.members, reactionInput, async (_req, res) => {
      const { type } = reactionInput.body(res);
      const result = await setReaction(db, reactionInput.params(res).postId, memberIdOf(res), type, action === 'add');
      if (!result) throw unknownPost();
      if (result === 'notOffered') throw reactionNotOffered();
      if (action === 'add') events.notificationsWaiting();
      res.json(reactionAnswer(type, result));
    });
  }

  return router;
}
