import { Router } from 'express';
import { accepts, allow, ResponseError, type Database } from '@storefront/platform/server';
import {
  commentModerationRequest,
  moderationCasesQuery,
  postModerationRequest,
  profilePictureModerationRequest,
  storyModerationRequest,
  type ModerationAction,
  type ModerationResponse,
  type PictureModerationResponse,
} from '../../../contract/moderation';
import { memberIdOf } from '../http/member';
import { personal } from '../http/personal';
import { decide } from './moderation-decisions';
import { moderationCases } from './moderation-queue';
import { hideStory, removeProfilePicture } from './picture-moderation';
import type { Subject } from './visibility';

const moderation = '/api/admin/social/moderation';

const casesInput = accepts({ query: moderationCasesQuery });
const postInput = accepts({ body: postModerationRequest });
const commentInput = accepts({ body: commentModerationRequest });
const storyInput = accepts({ body: storyModerationRequest });
const pictureInput = accepts({ body: profilePictureModerationRequest });

const postActions = ['allow-post', 'hide-post', 'hide-post-from-feed'] as const satisfies readonly ModerationAction[];
const commentActions = ['allow-comment', 'hide-comment'] as const satisfies readonly ModerationAction[];

const unknownSubject = () => new ResponseError(404, 'unknown_post', 'There is no such post or comment.');
const unknownStory = () => new ResponseError(404, 'unknown_story', 'There is no such story.');
const unknownProfile = () => new ResponseError(404, 'unknown_profile', 'There is no such profile.');

/**
 * The moderators' calls (administrators only): the queue of cases, the five actions on a post or comment, hiding a
 * story and taking a profile's picture off it. Each action shows or hides the thing for every list at once, closes its
 * open case (a post's or a comment's) and is kept with who took it.
 * `onReviewsChanged` hears when a review came or went, so its product's rating reaches the catalog.
 */
export function moderationRoutes(db: Database, onReviewsChanged: () => void): Router {
  const router = Router();

  async function act(action: ModerationAction, subject: Subject, moderatorId: string): Promise<ModerationResponse> {
    const decision = await decide(db, action, subject, moderatorId);
    if (!decision) throw unknownSubject();
    if (decision.reviewsChanged) onReviewsChanged();
    return decision.response;
  }

  router.get(`${moderation}/cases`, allow.admins, casesInput, async (_req, res) => {
    personal(res);
    res.json(await moderationCases(db, casesInput.query(res)));
  });

  for (const action of postActions) {
    router.post(`${moderation}/${action}`, allow.admins, postInput, async (_req, res) => {
      res.json(await act(action, { postId: postInput.body(res).postId }, memberIdOf(res)));
    });
  }
  for (const action of commentActions) {
    router.post(`${moderation}/${action}`, allow.admins, commentInput, async (_req, res) => {
      res.json(await act(action, { commentId: commentInput.body(res).commentId }, memberIdOf(res)));
    });
  }

  router.post(`${moderation}/hide-story`, allow.admins, storyInput, async (_req, res) => {
    const hidden = await hideStory(db, storyInput.body(res).storyId, memberIdOf(res));
    if (!hidden) throw unknownStory();
    const answer: PictureModerationResponse = hidden;
    res.json(answer);
  });

  router.post(`${moderation}/remove-profile-picture`, allow.admins, pictureInput, async (_req, res) => {
    const { profileId, picture } = pictureInput.body(res);
    const removed = await removeProfilePicture(db, profileId, picture, memberIdOf(res));
    if (!removed) throw unknownProfile();
    const answer: PictureModerationResponse = removed;
    res.json(answer);
  });

  return router;
}
