import { Router } from 'express';
import { accepts, allow, identityOf, type Database } from '@storefront/platform/server';
import { unknownPost } from '../posts/post-refusals';
import { z } from 'zod';
import {
  commentsQuery,
  productCodePattern,
  questionsAndReviewsQuery,
  socialPageSize,
  userImagePostsQuery,
  type ProductSocialSections,
} from '../../../contract/product-reviews';
import { CatalogUnavailable, type CatalogProducts } from '../catalog/catalog-products';
import { readerOf, readerProfileIdOf } from '../acting/acting-profile';
import { commentPageWithLikesOf, questionPageWithLikesOf } from '../comment-likes/comment-like-store';
import { personal } from '../http/personal';
import { commentPage, questionPage } from './question-store';
import { readerReview, reviewPage, reviewSummary } from './review-store';
import { userImagePostPage } from './user-image-store';
import { activityProductOf, productsNamed } from '../catalog/with-products';
import { lookWith } from '../looks/look-products';
import { lookPage } from '../looks/look-store';

const productPath = z.object({ code: z.string().regex(productCodePattern, 'Not a product code.') });
const postPath = z.object({ postId: z.uuid() });

const sectionsInput = accepts({ params: productPath });
const pageInput = accepts({ params: productPath, query: questionsAndReviewsQuery });
const commentsInput = accepts({ params: postPath, query: commentsQuery });
const userImagesInput = accepts({ params: productPath, query: userImagePostsQuery });


/**
 * The product page's social sections (reviews, questions and answers, members' pictures, looks) and their pages: anyone
 * may read them.
 */
export function productSectionsRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  router.get('/api/social/posts/pdp/:code', allow.anyone, sectionsInput, async (_req, res) => {
    const { code } = sectionsInput.params(res);
    const identity = identityOf(res);
    const reader = await readerOf(db, res);
    // What the form asks comes from the catalog; without it the reviews still show, and the form asks stars and text.
    const asked = catalog.reviewProducts([code], identity).then(
      (products) => products.get(code),
      (error: unknown) => {
        if (error instanceof CatalogUnavailable) return undefined;
        throw error;
      },
    );
    const [summary, reviews, questions, userImagePosts, looks, myReview, product] = await Promise.all([
      reviewSummary(db, code),
      reviewPage(db, { code, reader, sort: 'newest', count: socialPageSize }),
      questionPage(db, code, reader.profileId, undefined, socialPageSize).then((page) => questionPageWithLikesOf(db, reader.memberId, page)),
      userImagePostPage(db, code, reader.profileId, undefined, socialPageSize),
      lookPage(db, { productCode: code }, reader, undefined, socialPageSize),
      readerReview(db, code, reader.profileId),
      asked,
    ]);
    // Every look here has this product, which the first call named (unless the catalog did not answer it); their other
    // products take one more call, only when there are some.
    const named = product ? activityProductOf(product) : null;
    const others = looks.items.flatMap((look) => look.productCodes).filter((other) => !named || other !== code);
    const lookProducts = await productsNamed(catalog, others, identity);
    if (named) lookProducts.set(code, named);
    const answer: ProductSocialSections = {
      code,
      summary,
      reviews,
      questions,
      userImagePosts,
      looks: { ...looks, items: looks.items.map((look) => lookWith(look, lookProducts)) },
      product: named,
      reviewAttributes: product?.reviewAttributes ?? [],
      myReviewId: myReview?.postId ?? null,
      myReviewState: myReview?.state ?? null,
    };
    personal(res);
    res.json(answer);
  });

  router.get('/api/social/posts/pdp/:code/questions-and-reviews', allow.anyone, pageInput, async (_req, res) => {
    const { code } = pageInput.params(res);
    const { type, sort, stars, from, count } = pageInput.query(res);
    personal(res);
    const reader = await readerOf(db, res);
    if (type === 'question') res.json(await questionPageWithLikesOf(db, reader.memberId, await questionPage(db, code, reader.profileId, from, count)));
    else res.json(await reviewPage(db, { code, reader, sort, stars, from, count }));
  });

  router.get('/api/social/posts/pdp/:code/user-image-posts', allow.anyone, userImagesInput, async (_req, res) => {
    const { code } = userImagesInput.params(res);
    const { from, count } = userImagesInput.query(res);
    personal(res);
    res.json(await userImagePostPage(db, code, await readerProfileIdOf(db, res), from, count));
  });

  router.get('/api/social/posts/:postId/comments', allow.anyone, commentsInput, async (_req, res) => {
    const { postId } = commentsInput.params(res);
    const { from, count } = commentsInput.query(res);
    const page = await commentPage(db, postId, from, count);
    if (!page) throw unknownPost();
    personal(res);
    res.json(await commentPageWithLikesOf(db, identityOf(res).userId ?? null, page));
  });

  return router;
}
