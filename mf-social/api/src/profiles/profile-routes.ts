import { Router } from 'express';
import { accepts, allow, identityOf, memberPageBase, pageQuery, wantsFallback, type Database } from '@storefront/platform/server';
import type { MySocialProfilePageViewModel } from '../../../contract/my-social-profile-page';
import { profileCommandsRequest, type MySocialProfileResponse, type ProfileCommandsResponse } from '../../../contract/social-profile';
import { socialPageSize } from '../../../contract/product-reviews';
import type { CatalogProducts } from '../catalog/catalog-products';
import { withProducts } from '../catalog/with-products';
import { followCounts } from '../follows/follow-store';
import { savedPostsPage } from '../saved/saved-post-store';
import { memberIdOf } from '../http/member';
import { socialApiText } from '../texts';
import { runProfileCommand } from './profile-commands';
import { profileOfMember } from './profile-store';

const commandsInput = accepts({ body: profileCommandsRequest });
const pageInput = accepts({ query: pageQuery });

/**
 * The member's own social profile: read it, and change it by batched commands (onboarding is the first); as a page
 * (MySocialProfilePageViewModel, /social/my-profile) with its follows counted and the first of the member's saved posts.
 */
export function profileRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  router.get('/api/my/social/profile', allow.members, async (_req, res) => {
    const answer: MySocialProfileResponse = { profile: await profileOfMember(db, memberIdOf(res)) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.post('/api/my/social/profile/update', allow.members, commandsInput, async (_req, res) => {
    const memberId = memberIdOf(res);
    const commandResponses = [];
    // In order, each on its own: a refused alias does not undo the description set before it.
    for (const command of commandsInput.body(res).commands) commandResponses.push(await runProfileCommand(db, memberId, command));
    const answer: ProfileCommandsResponse = { commandResponses };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get('/page/social/my-profile', allow.members, pageInput, async (_req, res) => {
    const memberId = memberIdOf(res);
    const [profile, saved] = await Promise.all([profileOfMember(db, memberId), savedPostsPage(db, memberId, undefined, socialPageSize)]);
    const counts = profile ? await followCounts(db, profile.profileId) : { followerCount: 0, followingCount: 0 };
    const title = socialApiText(identityOf(res).culture, '/SocialApi/Pages/MyProfile');
    const page: MySocialProfilePageViewModel = {
      ...memberPageBase('MySocialProfilePageViewModel', '/social/my-profile', title, 'social'),
      profile,
      ...counts,
      savedPosts: await withProducts(catalog, saved, identityOf(res)),
      ...(wantsFallback(pageInput.query(res)) ? { fallback: { headings: [{ level: 1, text: title }], paragraphs: [], links: [] } } : {}),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(page);
  });

  return router;
}
