import { Router } from 'express';
import { accepts, allow, identityOf, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { socialPageQuery } from '../../../contract/product-reviews';
import type { SavedPostIds, SaveResponse } from '../../../contract/saved-posts';
import type { CatalogProducts } from '../catalog/catalog-products';
import { memberIdOf } from '../http/member';
import { personal } from '../http/personal';
import { unknownPost } from '../posts/post-refusals';
import { shownPosts } from '../posts/shown-posts';
import { savedPostIds, savedPostsPage, setSaved } from './saved-post-store';

const saveInput = accepts({ params: z.object({ postId: z.uuid() }) });
const listInput = accepts({ query: socialPageQuery });

/** A member's saved posts: save and unsave one, read the list and the ids (contract/saved-posts.ts). Members only. */
export function savedPostRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  for (const action of ['save', 'unsave'] as const) {
    router.post(`/api/my/social/saved-posts/:postId/${action}`, allow.members, saveInput, async (_req, res) => {
      const answer: SaveResponse | null = await setSaved(db, memberIdOf(res), saveInput.params(res).postId, action === 'save');
      if (!answer) throw unknownPost();
      personal(res);
      res.json(answer);
    });
  }

  router.get('/api/my/social/saved-posts', allow.members, listInput, async (_req, res) => {
    const { from, count } = listInput.query(res);
    const page = await savedPostsPage(db, memberIdOf(res), from, count);
    personal(res);
    res.json(await shownPosts(db, catalog, page, identityOf(res)));
  });

  router.get('/api/my/social/saved-posts/ids', allow.members, async (_req, res) => {
    const answer: SavedPostIds = { postIds: await savedPostIds(db, memberIdOf(res)) };
    personal(res);
    res.json(answer);
  });

  return router;
}
