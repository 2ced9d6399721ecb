import type {
  answerLimits as contractAnswerLimits,
  lookLimits as contractLookLimits,
  maximumProductsInLook as contractMaximumProductsInLook,
  questionLimits as contractQuestionLimits,
  reviewLimits as contractReviewLimits,
  reviewSorts as contractReviewSorts,
  skinTones as contractSkinTones,
  skinTypes as contractSkinTypes,
  socialPageSize as contractSocialPageSize,
  userImagePostLimits as contractUserImagePostLimits,
} from '../../../contract/product-reviews';
import type { directMessageLimits as contractDirectMessageLimits } from '../../../contract/direct-messages';
import type { profilePictures as contractProfilePictures, reportReasons as contractReportReasons } from '../../../contract/moderation';
import type { socialSearchMaxLength as contractSocialSearchMaxLength } from '../../../contract/social-search';
import type { maxStoryDescriptionLength as contractMaxStoryDescriptionLength } from '../../../contract/stories';
import type {
  maxAliasLength as contractMaxAliasLength,
  maxDescriptionLength as contractMaxDescriptionLength,
  maxDisplayNameLength as contractMaxDisplayNameLength,
  onBehalfOfCookie as contractOnBehalfOfCookie,
} from '../../../contract/social-profile';

/*
 * The contract's rules as the browser applies them. Browser code takes only types from contract/ (its values come with
 * zod and the server kit), so each value is written again here, typed as the contract's own: a change there that is not
 * made here fails the type-check. The alias pattern, which no type can hold, is held by social-rules.test.ts.
 */

export const socialPageSize: typeof contractSocialPageSize = 10;
export const reviewSorts: typeof contractReviewSorts = ['newest', 'most-helpful', 'highest-rating', 'lowest-rating'];
export const skinTypes: typeof contractSkinTypes = ['normal', 'dry', 'oily', 'combination'];
export const skinTones: typeof contractSkinTones = [
  'porcelain',
  'fair',
  'fairLight',
  'light',
  'lightMedium',
  'medium',
  'mediumTan',
  'olive',
  'tan',
  'deep',
  'rich',
  'dark',
];
export const reviewLimits: typeof contractReviewLimits = { title: { max: 120 }, text: { min: 20, max: 4_000 } };
export const questionLimits: typeof contractQuestionLimits = { text: { min: 10, max: 500 } };
export const answerLimits: typeof contractAnswerLimits = { text: { min: 2, max: 1_000 } };
export const userImagePostLimits: typeof contractUserImagePostLimits = { text: { min: 1, max: 200 } };

/** An alias is one or more letters, digits, hyphens, underscores or dots. */
export const aliasPattern = /^[\p{L}\p{N}._-]+$/u;
export const maxAliasLength: typeof contractMaxAliasLength = 30;
export const maxDisplayNameLength: typeof contractMaxDisplayNameLength = 50;
export const maxDescriptionLength: typeof contractMaxDescriptionLength = 500;
/** The cookie that names the profile a member writes as; empty or absent: themself. */
export const onBehalfOfCookie: typeof contractOnBehalfOfCookie = 'SocialOnBehalfOf';

/** Why a member reports a post or a comment, in the order the report form offers them. */
export const reportReasons: typeof contractReportReasons = ['offensive', 'spam', 'misleading', 'other'];

/** Social search text of 1 character or less searches nothing (the platform's rule: the quick search keeps it too). */
export { socialSearchMinLength } from '@storefront/platform';
/** At most 100 characters are read. */
export const socialSearchMaxLength: typeof contractSocialSearchMaxLength = 100;

/** A story's description (what its picture shows) is at most 200 characters. */
export const maxStoryDescriptionLength: typeof contractMaxStoryDescriptionLength = 200;
export const lookLimits: typeof contractLookLimits = { text: { min: 1, max: 500 } };
/** The site setting's value when a page has no app shell data (tests, a page before it came). */
export const maximumProductsInLook: typeof contractMaximumProductsInLook = 8;

/** A direct message is 1 to 1,000 characters. */
export const directMessageLimits: typeof contractDirectMessageLimits = { text: { min: 1, max: 1_000 } };
export const profilePictures: typeof contractProfilePictures = ['profile', 'cover'];
