import { Router, type Response } from 'express';
import type { UnnamedPost } from '../catalog/with-products';
import { accepts, allow, identityOf, memberPageBase, pageQuery, wantsFallback, type Database } from '@storefront/platform/server';
import { socialPageQuery, socialPageSize, type PostPage } from '../../../contract/product-reviews';
import type { FeedEntry, SocialFeed, SocialFeedViewModel } from '../../../contract/social-feed';
import type { CatalogProducts } from '../catalog/catalog-products';
import { personal } from '../http/personal';
import { shownPosts } from '../posts/shown-posts';
import { readerProfileIdOf } from '../acting/acting-profile';
import { profileById } from '../profiles/profile-store';
import { socialApiText } from '../texts';
import { followCounts } from '../follows/follow-store';
import { feedStories } from '../stories/story-store';
import { feedPage } from './feed-store';

const pageInput = accepts({ query: pageQuery });
const feedInput = accepts({ query: socialPageQuery });

const noFeed: PostPage<UnnamedPost<FeedEntry>> = { items: [], nextFrom: null, totalCount: 0 };


/**
 * The member's feed: a page (SocialFeedViewModel, /social/feed) and its next pages (GET /api/my/social/feed?from&count),
 * what the profiles they follow wrote, newest first. A member before onboarding follows nobody: their feed is empty.
 */
export function feedRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  const feedOf = async (res: Response, profileId: string | null, from: string | undefined, count: number): Promise<SocialFeed> =>
    shownPosts(db, catalog, profileId ? await feedPage(db, profileId, from, count) : noFeed, identityOf(res));

  router.get('/page/social/feed', allow.members, pageInput, async (_req, res) => {
    const profile = await profileById(db, await readerProfileIdOf(db, res));
    const [feed, counts, stories] = await Promise.all([
      feedOf(res, profile?.profileId ?? null, undefined, socialPageSize),
      profile ? followCounts(db, profile.profileId) : null,
      profile ? feedStories(db, profile.profileId) : [],
    ]);
    const title = socialApiText(identityOf(res).culture, '/SocialApi/Pages/Feed');
    const page: SocialFeedViewModel = {
      ...memberPageBase('SocialFeedViewModel', '/social/feed', title, 'social'),
      feed,
      stories,
      followingCount: counts?.followingCount ?? 0,
      ownAlias: profile?.alias ?? null,
      ...(wantsFallback(pageInput.query(res))
        ? { fallback: { headings: [{ level: 1, text: title }], paragraphs: feed.items.map((entry) => entry.text), links: [] } }
        : {}),
    };
    personal(res);
    res.json(page);
  });

  router.get('/api/my/social/feed', allow.members, feedInput, async (_req, res) => {
    const profile = await profileById(db, await readerProfileIdOf(db, res));
    const { from, count } = feedInput.query(res);
    const feed = await feedOf(res, profile?.profileId ?? null, from, count);
    personal(res);
    res.json(feed);
  });

  return router;
}
