import { Router } from 'express';
import { accepts, allow, identityOf, notFound, pageQuery, pageTitle, wantsFallback, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { socialPageQuery, socialPageSize } from '../../../contract/product-reviews';
import type { SocialProfilePageViewModel } from '../../../contract/social-profile-page';
import { aliasPattern, maxAliasLength } from '../../../contract/social-profile';
import type { CatalogProducts } from '../catalog/catalog-products';
import { readerProfileIdOf } from '../acting/acting-profile';
import { personal } from '../http/personal';
import { shownPosts } from '../posts/shown-posts';
import { pictureUrl, profileName, profileUrl } from '../http/social-urls';
import { profileStories } from '../stories/story-store';
import { activityPage, profileByAlias, profileExists } from './activity-store';
import { profileFallback } from './profile-fallback';

const pageInput = accepts({ params: z.object({ alias: z.string().max(maxAliasLength).regex(aliasPattern, 'Not an alias.') }), query: pageQuery });
const activityInput = accepts({ params: z.object({ profileId: z.uuid() }), query: socialPageQuery });


/**
 * A member's social profile as a page (SocialProfilePageViewModel, /social/profile/{alias}) and the next pages of what
 * they wrote (GET /api/social/{profileId}/activity): anyone may read them. Hidden posts are not there.
 */
export function profilePageRoutes(db: Database, catalog: CatalogProducts): Router {
  const router = Router();

  router.get('/page/social/profile/:alias', allow.anyone, pageInput, async (_req, res) => {
    const readerId = await readerProfileIdOf(db, res);
    const profile = await profileByAlias(db, pageInput.params(res).alias, readerId);
    if (!profile) throw notFound('There is no such profile.');
    const identity = identityOf(res);
    const isOwn = profile.profile_id === readerId;
    const [activity, stories] = await Promise.all([
      activityPage(db, profile.profile_id, undefined, socialPageSize).then((posts) => shownPosts(db, catalog, posts, identity)),
      // The reader's own stories are theirs to delete: the reader is this profile then, and no other's.
      profileStories(db, profile.profile_id, isOwn ? profile.profile_id : null),
    ]);
    const title = profileName(profile.display_name, profile.alias);
    const url = profileUrl(profile.alias);
    const page: SocialProfilePageViewModel = {
      componentName: 'SocialProfilePageViewModel',
      url,
      canonicalUrl: url,
      meta: { title: pageTitle(title), description: profile.description || title },
      currentTheme: 'default',
      trackingInformationSection: 'social',
      profile: {
        profileId: profile.profile_id,
        alias: profile.alias,
        displayName: profile.display_name,
        description: profile.description,
        profileImageUrl: pictureUrl(profile.profile_image_id),
        coverImageUrl: pictureUrl(profile.cover_image_id),
        reviewCount: profile.review_count,
        questionCount: profile.question_count,
        followerCount: profile.follower_count,
        followingCount: profile.following_count,
        isOwn,
        isFollowedByReader: profile.is_followed_by_reader,
        takesMessages: profile.member_id !== null,
      },
      stories: stories?.stories ?? [],
      activity,
      ...(wantsFallback(pageInput.query(res)) ? { fallback: profileFallback(title, profile.description, activity.items) } : {}),
    };
    personal(res);
    res.json(page);
  });

  router.get('/api/social/:profileId/activity', allow.anyone, activityInput, async (_req, res) => {
    const { profileId } = activityInput.params(res);
    const { from, count } = activityInput.query(res);
    if (!(await profileExists(db, profileId))) throw notFound('There is no such profile.');
    personal(res);
    res.json(await shownPosts(db, catalog, await activityPage(db, profileId, from, count), identityOf(res)));
  });

  return router;
}
