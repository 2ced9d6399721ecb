import { z } from 'zod';
import type { PostKind } from './product-reviews';

/*
 * Team Social's moderation: members report posts and comments; the word filter and reports open cases in a queue;
 * administrators allow or hide what a case is about. Requests are zod schemas the server checks; web/ takes only the
 * types.
 */

/** Why a member reports a post or a comment. */
export const reportReasons = ['offensive', 'spam', 'misleading', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/**
 * POST /api/social/posts/{postId}/report and …/comments/{commentId}/report (members): once per member and thing; a
 * repeat changes nothing and answers the same. POST …/report-translation-error takes no reason.
 */
export const reportRequest = z.object({ reason: z.enum(reportReasons) });
export type ReportRequest = z.infer<typeof reportRequest>;

export interface ReportResponse {
  /** The report is on file (also when the member had reported it before). */
  reported: true;
}

/**
 * What a member may write within an hour: posts (reviews and questions), comments (answers), reports, uploaded pictures,
 * stories and direct messages; and how many conversations they may begin in a day. The shop's own limits; an operator
 * may set other counts (SOCIAL_POSTS_PER_HOUR, SOCIAL_COMMENTS_PER_HOUR, SOCIAL_REPORTS_PER_HOUR, SOCIAL_IMAGES_PER_HOUR,
 * SOCIAL_STORIES_PER_HOUR, SOCIAL_MESSAGES_PER_HOUR, SOCIAL_INVITATIONS_PER_DAY).
 */
export const postingLimits = {
  posts: { count: 10, perSeconds: 3_600 },
  comments: { count: 30, perSeconds: 3_600 },
  reports: { count: 30, perSeconds: 3_600 },
  images: { count: 20, perSeconds: 3_600 },
  stories: { count: 10, perSeconds: 3_600 },
  messages: { count: 60, perSeconds: 3_600 },
  invitations: { count: 20, perSeconds: 86_400 },
} as const;

/** Distinct members' reports of one case that keep its post or comment out of sight until a moderator decides. */
export const reportsThatHold = 3;

export const moderationActions = ['allow-post', 'hide-post', 'hide-post-from-feed', 'allow-comment', 'hide-comment'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** POST /api/admin/social/moderation/{allow-post,hide-post,hide-post-from-feed} (administrators). */
export const postModerationRequest = z.object({ postId: z.uuid() });
/** POST /api/admin/social/moderation/{allow-comment,hide-comment} (administrators). */
export const commentModerationRequest = z.object({ commentId: z.uuid() });

/** POST /api/admin/social/moderation/hide-story (administrators): the story leaves every list for everyone. */
export const storyModerationRequest = z.object({ storyId: z.uuid() });

/** The pictures of a profile a moderator may take off it. */
export const profilePictures = ['profile', 'cover'] as const;
export type ProfilePicture = (typeof profilePictures)[number];

/**
 * POST /api/admin/social/moderation/remove-profile-picture (administrators): the profile's own (`profile`) or cover
 * picture is taken off it; its owner may choose another. Refusals: 404 `unknown_profile`.
 */
export const profilePictureModerationRequest = z.object({ profileId: z.uuid(), picture: z.enum(profilePictures) });

/** What a story's or a picture's moderation left: whether it was there to take down (false when it was already). */
export interface PictureModerationResponse {
  removed: boolean;
}

/** What an action left: the thing's state, and whether an open case was closed by it. */
export interface ModerationResponse {
  isHidden: boolean;
  isHiddenFromFeed: boolean;
  closedCase: boolean;
}

/** GET /api/admin/social/moderation/cases: open cases, oldest first, or the latest decided ones, newest first. */
export const moderationCasesQuery = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  from: z.string().max(200).optional(),
  count: z.coerce.number().int().min(1).max(50).default(20),
});
export type ModerationCasesQuery = z.infer<typeof moderationCasesQuery>;

export type HiddenReason = 'word-filter' | 'reports' | 'moderator';

export interface ModerationCase {
  caseId: string;
  /** A post, or a comment with the post it is under. */
  subject:
    | { type: 'post'; postId: string; kind: PostKind; productCode: string; title: string; text: string }
    | { type: 'comment'; commentId: string; postId: string; productCode: string; text: string };
  author: { profileId: string; alias: string; displayName: string };
  /** Words of the filter the text holds (empty when only reports opened the case). */
  flaggedWords: string[];
  reportCount: number;
  translationErrorCount: number;
  /** Out of sight now, and why; null while shown. */
  hiddenReason: HiddenReason | null;
  isHiddenFromFeed: boolean;
  openedAt: string;
  resolution: { outcome: 'allowed' | 'hidden' | 'hidden-from-feed'; by: string; at: string } | null;
}

export interface ModerationCasePage {
  items: ModerationCase[];
  nextFrom: string | null;
  totalCount: number;
}
