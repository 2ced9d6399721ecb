import { Router } from 'express';
import { accepts, allow, identityOf, pageQuery, pageTitle, wantsFallback, type Database } from '@storefront/platform/server';
import { hashtagParams, type HashtagViewModel } from '../../../contract/hashtag-page';
import { socialPageQuery, socialPageSize } from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { personal } from '../http/personal';
import { hashtagUrl } from '../http/social-urls';
import { profileFallback } from '../profile-page/profile-fallback';
import { shownPosts } from '../posts/shown-posts';
import { socialApiText } from '../texts';
import { hashtagPage } from './hashtag-store';
import { normalHashtag } from './hashtags-in';

const pageInput = accepts({ params: hashtagParams, query: pageQuery });
const postsInput = accepts({ params: hashtagParams, query: socialPageQuery });

/**
 * A hashtag's page (HashtagViewModel, /social/hashtag/{hashtag}) and its next pages (GET
 * /api/social/posts/by-hashtag/{hashtag}?from&count): the posts that carry it, newest first. Anyone may read them; a
 * hashtag nobody used has an empty page, not a 404 (it may be used tomorrow, and a link to it is not broken).
 */
export function hashtagRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  router.get('/page/social/hashtag/:hashtag', allow.anyone, pageInput, async (_req, res) => {
    const hashtag = normalHashtag(pageInput.params(res).hashtag);
    const identity = identityOf(res);
    const posts = await shownPosts(db, catalog, await hashtagPage(db, hashtag, undefined, socialPageSize), identity);
    const title = socialApiText(identity.culture, '/SocialApi/Pages/Hashtag', { hashtag });
    const description = socialApiText(identity.culture, '/SocialApi/Pages/HashtagDescription', { hashtag });
    const page: HashtagViewModel = {
      componentName: 'HashtagViewModel',
      url: hashtagUrl(hashtag),
      canonicalUrl: hashtagUrl(hashtag),
      // A page with nothing on it yet is not one for search engines.
      meta: { title: pageTitle(title), description, ...(posts.totalCount === 0 ? { robots: 'noindex' } : {}) },
      currentTheme: 'default',
      trackingInformationSection: 'social',
      hashtag,
      posts,
      ...(wantsFallback(pageInput.query(res)) ? { fallback: profileFallback(title, description, posts.items) } : {}),
    };
    personal(res);
    res.json(page);
  });

  router.get('/api/social/posts/by-hashtag/:hashtag', allow.anyone, postsInput, async (_req, res) => {
    const hashtag = normalHashtag(postsInput.params(res).hashtag);
    const { from, count } = postsInput.query(res);
    personal(res);
    res.json(await shownPosts(db, catalog, await hashtagPage(db, hashtag, from, count), identityOf(res)));
  });

  return router;
}
