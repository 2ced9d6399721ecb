import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { followListKinds, type FollowListKind, type FollowListPage, type FollowingIds } from '../../../contract/follows';
import { socialPageQuery } from '../../../contract/product-reviews';
import { personal } from '../http/personal';
import { ownProfile, unknownProfile } from '../posts/post-refusals';
import { readerProfileIdOf, writerProfileIdOf } from '../acting/acting-profile';
import { profileExists } from '../profile-page/activity-store';
import { followedIds, followListPage, setFollow } from './follow-store';

const profilePath = z.object({ profileId: z.uuid() });
const followInput = accepts({ params: profilePath });
const listInput = accepts({ params: profilePath, query: socialPageQuery });
const myListInput = accepts({ query: socialPageQuery });


const emptyList: FollowListPage = { items: [], nextFrom: null, totalCount: 0 };

/**
 * Follows: a member with a social profile follows another profile and stops (POST /api/my/social/{profileId}/follow,
 * /unfollow; each is what it says however often it comes); anyone reads a profile's followers and following, 10 at a
 * time (GET /api/social/profiles/{profileId}/followers, /following); a member reads their own lists and the ids of
 * everyone they follow (GET /api/my/social/followers/users, following/users, following/ids).
 */
export function followRoutes(db: Database, events: { notificationsWaiting(): void }): Router {
  const router = Router();

  for (const action of ['follow', 'unfollow'] as const) {
    router.post(`/api/my/social/:profileId/${action}`, allow.members, followInput, async (_req, res) => {
      const followerId = await writerProfileIdOf(db, res);
      const answer = await setFollow(db, followerId, followInput.params(res).profileId, action === 'follow');
      if (answer === 'unknownProfile') throw unknownProfile();
      if (answer === 'ownProfile') throw ownProfile();
      if (action === 'follow') events.notificationsWaiting();
      res.json(answer);
    });
  }

  router.get('/api/my/social/following/ids', allow.members, async (_req, res) => {
    const profileId = await readerProfileIdOf(db, res);
    const answer: FollowingIds = { profileIds: profileId ? await followedIds(db, profileId) : [] };
    personal(res);
    res.json(answer);
  });

  const listOf = (readerId: string | null, profileId: string, kind: FollowListKind, query: z.infer<typeof socialPageQuery>) =>
    followListPage(db, profileId, kind, readerId, query.from, query.count);

  for (const kind of followListKinds) {
    router.get(`/api/my/social/${kind}/users`, allow.members, myListInput, async (_req, res) => {
      const profileId = await readerProfileIdOf(db, res);
      personal(res);
      res.json(profileId ? await listOf(profileId, profileId, kind, myListInput.query(res)) : emptyList);
    });

    router.get(`/api/social/profiles/:profileId/${kind}`, allow.anyone, listInput, async (_req, res) => {
      const { profileId } = listInput.params(res);
      if (!(await profileExists(db, profileId))) throw unknownProfile();
      personal(res);
      res.json(await listOf(await readerProfileIdOf(db, res), profileId, kind, listInput.query(res)));
    });
  }

  return router;
}
