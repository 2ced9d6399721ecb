import { Router, type Response } from 'express';
import { accepts, allow, identityOf, pageQuery, pageTitle, wantsFallback, type Database } from '@storefront/platform/server';
import { latestPostsQuery, postListingKind, type PostListingKind, type SocialPostListingViewModel } from '../../../contract/post-listing';
import { socialPageQuery, socialPageSize } from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { personal } from '../http/personal';
import { profileFallback } from '../profile-page/profile-fallback';
import { shownPosts } from '../posts/shown-posts';
import { socialApiText } from '../texts';
import { latestPostsPage } from './latest-posts';

const pageInput = accepts({ query: pageQuery.extend({ kind: postListingKind }) });
const latestInput = accepts({ query: latestPostsQuery });
const latestOfKindInput = accepts({ query: socialPageQuery });

const titleKeys: Record<PostListingKind, string> = {
  all: '/SocialApi/Pages/LatestPosts',
  reviews: '/SocialApi/Pages/LatestReviews',
  questions: '/SocialApi/Pages/LatestQuestions',
  looks: '/SocialApi/Pages/LatestLooks',
};

/** The listing's address: `/social/posts`, with its kind unless it is all of them. */
const listingUrl = (kind: PostListingKind) => (kind === 'all' ? '/social/posts' : `/social/posts?kind=${kind}`);

/**
 * Everyone's latest posts as a page (SocialPostListingViewModel, /social/posts?kind=reviews|questions|looks) and its
 * next pages (GET /api/social/posts/latest?kind&from&count; /api/social/posts/latest-reviews and /latest-looks, the
 * reviews or the looks alone): anyone may read them.
 */
export function postListingRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();
  /** A page of the latest posts, the reader's likes marked: an answer no shared cache may keep. */
  const latest = async (res: Response, kind: PostListingKind, from: string | undefined, count: number) => {
    personal(res);
    return shownPosts(db, catalog, await latestPostsPage(db, kind, from, count), identityOf(res));
  };

  router.get('/page/social/posts', allow.anyone, pageInput, async (_req, res) => {
    const query = pageInput.query(res);
    const posts = await latest(res, query.kind, undefined, socialPageSize);
    const title = socialApiText(identityOf(res).culture, titleKeys[query.kind]);
    const page: SocialPostListingViewModel = {
      componentName: 'SocialPostListingViewModel',
      url: listingUrl(query.kind),
      canonicalUrl: listingUrl(query.kind),
      meta: { title: pageTitle(title), description: title },
      currentTheme: 'default',
      trackingInformationSection: 'social',
      kind: query.kind,
      posts,
      ...(wantsFallback(query) ? { fallback: profileFallback(title, '', posts.items) } : {}),
    };
    res.json(page);
  });

  router.get('/api/social/posts/latest', allow.anyone, latestInput, async (_req, res) => {
    const { kind, from, count } = latestInput.query(res);
    res.json(await latest(res, kind, from, count));
  });

  for (const kind of ['reviews', 'looks'] as const) {
    router.get(`/api/social/posts/latest-${kind}`, allow.anyone, latestOfKindInput, async (_req, res) => {
      const { from, count } = latestOfKindInput.query(res);
      res.json(await latest(res, kind, from, count));
    });
  }

  return router;
}
