import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { createStoryRequest, type CreateStoryResponse, type StoriesResponse } from '../../../contract/stories';
import { personal } from '../http/personal';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { unknownImage, unknownProfile, unknownStory } from '../posts/post-refusals';
import { actingProfileIdOf, readerProfileIdOf, writerProfileIdOf } from '../acting/acting-profile';
import { profileExists } from '../profile-page/activity-store';
import { createStory, deleteStory, feedStories, profileStories } from './story-store';

const createInput = accepts({ body: createStoryRequest });
const storyInput = accepts({ params: z.object({ storyId: z.uuid() }) });
const profileInput = accepts({ params: z.object({ profileId: z.uuid() }) });

/**
 * Stories: a member shares one of their uploads for a day (POST /api/social/stories/create) and deletes their own
 * (POST /api/social/stories/{storyId}/delete); a member reads the stories of their feed (GET
 * /api/my/social/feed/stories), anyone a profile's (GET /api/social/profiles/{profileId}/stories).
 */
export function storyRoutes(db: Database, limits: PostingLimits): Router {
  const router = Router();

  router.post('/api/social/stories/create', allow.members, createInput, async (_req, res) => {
    const profileId = await writerProfileIdOf(db, res);
    const { imageId, description } = createInput.body(res);
    const story = await db.transaction(async (tx) => {
      await claimPostingRoom(tx, limits, 'stories', profileId);
      return createStory(tx, profileId, imageId, description);
    });
    if (story === 'unknownImage') throw unknownImage();
    const answer: CreateStoryResponse = { story };
    res.status(201).json(answer);
  });

  router.post('/api/social/stories/:storyId/delete', allow.members, storyInput, async (_req, res) => {
    // Without a profile a member has no story to delete: the same 404 as another's story.
    const profileId = await actingProfileIdOf(db, res);
    if (!profileId || !(await deleteStory(db, profileId, storyInput.params(res).storyId))) throw unknownStory();
    res.json({ deleted: true });
  });

  router.get('/api/my/social/feed/stories', allow.members, async (_req, res) => {
    const profileId = await readerProfileIdOf(db, res);
    const answer: StoriesResponse = { profiles: profileId ? await feedStories(db, profileId) : [] };
    personal(res);
    res.json(answer);
  });

  router.get('/api/social/profiles/:profileId/stories', allow.anyone, profileInput, async (_req, res) => {
    const { profileId } = profileInput.params(res);
    if (!(await profileExists(db, profileId))) throw unknownProfile();
    const readerId = await readerProfileIdOf(db, res);
    const stories = await profileStories(db, profileId, readerId);
    const answer: StoriesResponse = { profiles: stories ? [stories] : [] };
    personal(res);
    res.json(answer);
  });

  return router;
}
