import { Router, type Request, type Response } from 'express';
import { accepts, allow, identityOf, memberPageBase, pageQuery, wantsFallback, type Database } from '@storefront/platform/server';
import type { MySocialProfilePageViewModel } from '../../../contract/my-social-profile-page';
import { profileCommandsRequest, type MySocialProfileResponse, type ProfileCommandsResponse } from '../../../contract/social-profile';
import { socialPageSize } from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { followCounts } from '../follows/follow-store';
import { savedPostsPage } from '../saved/saved-post-store';
import { actingProfileIdOf, onBehalfOfIn } from '../acting/acting-profile';
import { setOnBehalfOf } from '../acting/on-behalf-cookie';
import { memberIdOf } from '../http/member';
import { shownPosts } from '../posts/shown-posts';
import { socialApiText } from '../texts';
import { runProfileCommand } from './profile-commands';
import { myProfileAnswer } from './my-profile';

const commandsInput = accepts({ body: profileCommandsRequest });
const pageInput = accepts({ query: pageQuery });

/**
 * The member's social profile: read it, and change it by batched commands (onboarding is the first); as a page
 * (MySocialProfilePageViewModel, /social/my-profile) with its follows counted and the first of the member's saved posts.
 * "Their profile" is the one they act as: their own, or one they may write as (SocialOnBehalfOf); the saved posts are
 * always the member's.
 */
export function profileRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  /** The member's profile as they act; a cookie naming a profile they may no longer act as goes. */
  const myProfileOf = async (req: Request, res: Response): Promise<MySocialProfileResponse> => {
    const onBehalfOf = onBehalfOfIn(res);
    const answer = await myProfileAnswer(db, identityOf(res), onBehalfOf);
    if (onBehalfOf && !answer.onBehalfOf && answer.profile?.profileId !== onBehalfOf) setOnBehalfOf(req, res, null);
    return answer;
  };

  router.get('/api/my/social/profile', allow.members, async (req, res) => {
    const answer = await myProfileOf(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.post('/api/my/social/profile/update', allow.members, commandsInput, async (_req, res) => {
    const memberId = memberIdOf(res);
    let profileId = await actingProfileIdOf(db, res);
    const commandResponses = [];
    // In order, each on its own: a refused alias does not undo the description set before it.
    for (const command of commandsInput.body(res).commands) {
      const response = await runProfileCommand(db, memberId, profileId, command);
      // The commands after onboarding change the profile it made.
      profileId ??= response.profile?.profileId ?? null;
      commandResponses.push(response);
    }
    const answer: ProfileCommandsResponse = { commandResponses };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get('/page/social/my-profile', allow.members, pageInput, async (req, res) => {
    const memberId = memberIdOf(res);
    const [{ profile, ...acting }, saved] = await Promise.all([
      myProfileOf(req, res),
      savedPostsPage(db, memberId, undefined, socialPageSize),
    ]);
    const counts = profile ? await followCounts(db, profile.profileId) : { followerCount: 0, followingCount: 0 };
    const title = socialApiText(identityOf(res).culture, '/SocialApi/Pages/MyProfile');
    const page: MySocialProfilePageViewModel = {
      ...memberPageBase('MySocialProfilePageViewModel', '/social/my-profile', title, 'social'),
      profile,
      ...acting,
      ...counts,
      savedPosts: await shownPosts(db, catalog, saved, identityOf(res)),
      ...(wantsFallback(pageInput.query(res)) ? { fallback: { headings: [{ level: 1, text: title }], paragraphs: [], links: [] } } : {}),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(page);
  });

  return router;
}
