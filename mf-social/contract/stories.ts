import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';
import type { PostAuthor } from './product-reviews';

/*
 * Team Social's stories: a member with a profile shares a picture they uploaded (POST /api/social/upload/image) with a
 * description of what it shows; it shows for `storyHours` at the top of their followers' feeds
 * (GET /api/my/social/feed/stories, and the feed page) and on their profile (GET /api/social/profiles/{id}/stories).
 */

/** How long a story shows. */
export const storyHours = 24;
/** What the picture shows, in words, for who cannot see it (its alternative text). */
export const maxStoryDescriptionLength = 200;
/** A feed shows the stories of this many profiles at most (the ones with the newest stories), and each's newest… */
export const storyProfilesShown = 50;
/** …this many stories. */
export const storiesPerProfileShown = 20;

export interface Story {
  storyId: string;
  /** Without a width (the platform's `imageUrl` adds it). */
  imageUrl: string;
  width: number;
  height: number;
  description: string;
  /** ISO 8601. */
  createdAt: string;
  /** Shared by the member reading, who may delete it. */
  isOwn: boolean;
}

/** A profile's stories of the day, oldest first (the order they are watched in). */
export interface ProfileStories {
  author: PostAuthor;
  stories: Story[];
}

/** GET /api/my/social/feed/stories: the member's own first, then the profiles they follow, the newest story first. */
export interface StoriesResponse {
  profiles: ProfileStories[];
}

/** POST /api/social/stories/create: one of the member's own uploads, described. */
export const createStoryRequest = z.object({
  imageId: z.uuid(),
  /** Required: a story is a picture, and its description is all of it that someone who cannot see it gets. */
  description: singleLineText(maxStoryDescriptionLength).pipe(z.string().min(1, 'Describe what the picture shows.')),
});
export type CreateStoryRequest = z.infer<typeof createStoryRequest>;

/**
 * 201 of POST /api/social/stories/create. Refusals: 404 `unknown_image` (not an upload of the member's), 409
 * `social_profile_required`, 429 `posting_limit`.
 */
export interface CreateStoryResponse {
  story: Story;
}
