import { socialRules } from '@storefront/platform';
import { singleLineText } from '@storefront/platform/server';
import { z } from 'zod';
import type { Look } from './looks';
import type { ActivityProduct } from './social-profile-page';

/*
 * Team Social's questions and reviews on the product page: its social sections, read by anyone, written by members
 * with a social profile. Requests are zod schemas the server checks; web/ takes only the types.
 */

/** A product's code as the catalog writes it: 'P10001', or an imported product's 'sephora:P420652'. */
export const productCodePattern = /^(?:[a-z][a-z0-9-]{0,19}:)?[A-Za-z0-9._~-]{1,60}$/;
const productCode = z.string().regex(productCodePattern, "A product code is such as 'P10001' or 'sephora:P420652'.");

/** Social lists come 10 at a time: reviews, questions, answers and comments. */
export const socialPageSize = 10;

/** A social list's paging: a `from` cursor (the page before's `nextFrom`) and a count of at most `socialPageSize`. */
export const socialPageQuery = z.object({
  from: z.string().max(200).optional(),
  count: z.coerce.number().int().min(1).max(socialPageSize).default(socialPageSize),
});

export const reviewSorts = ['newest', 'most-helpful', 'highest-rating', 'lowest-rating'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const skinTypes = ['normal', 'dry', 'oily', 'combination'] as const;
export type SkinType = (typeof skinTypes)[number];

/** Skin tones from lightest to deepest (the Sephora reviews' own words). */
export const skinTones = ['porcelain', 'fair', 'fairLight', 'light', 'lightMedium', 'medium', 'mediumTan', 'olive', 'tan', 'deep', 'rich', 'dark'] as const;
export type SkinTone = (typeof skinTones)[number];

/** What a review of the product asks besides stars and text: the catalog says it from the product's category. */
export type ReviewAttribute = 'skinType' | 'skinTone';

export const reviewLimits = { title: { max: 120 }, text: { min: 20, max: 4_000 } } as const;
export const questionLimits = { text: { min: 10, max: 500 } } as const;
export const answerLimits = { text: { min: 2, max: 1_000 } } as const;
/** A user image post's text: what its picture shows, in words (the picture's alternative text). */
export const userImagePostLimits = { text: { min: 1, max: 200 } } as const;

/** A look's text: how it was made, or what it is for (also the picture's alternative text). */
export const lookLimits = { text: { min: 1, max: 500 } } as const;
/** The most products a look names: the site setting `maximumProductsInLook` (platform socialRules). */
export const maximumProductsInLook = socialRules.maximumProductsInLook;

/**
 * What a post is: a review (stars), a question (answers), a member's picture of the product, or a look (a picture of a
 * make-up or a routine and the products it was made with).
 */
export type PostKind = 'review' | 'question' | 'userImagePost' | 'look';

/** A post's picture (a user image post's), without a width (the platform's `imageUrl` adds it). */
export interface PostImage {
  url: string;
  width: number;
  height: number;
}

export interface PostAuthor {
  profileId: string;
  alias: string;
  displayName: string;
  /** Their profile picture, without a width (the platform's `imageUrl` adds it); null for none. */
  profileImageUrl: string | null;
}

export interface ProductReview {
  postId: string;
  author: PostAuthor;
  stars: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  /** The hashtags of its title and words (lowercase), each a link to its page where the text writes it. */
  hashtags: string[];
  /** The profiles its title and words name with '@alias' (their aliases): each a link to the profile where the text writes it. */
  mentions: string[];
  skinType: SkinType | null;
  skinTone: SkinTone | null;
  isRecommended: boolean | null;
  helpfulCount: number;
  /** The member asking has marked it helpful (false for visitors). */
  markedHelpful: boolean;
  /** Written by the profile the member asking acts as. */
  isOwn: boolean;
  /** Its visible comments (GET /api/social/posts/{postId}/comments reads them). */
  commentCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** When its writer last changed it (POST /api/social/posts/{postId}/update); null if never. */
  editedAt: string | null;
}

export interface QuestionAnswer {
  commentId: string;
  author: PostAuthor;
  text: string;
  createdAt: string;
  /** The profiles its words name with '@alias' (their aliases): each a link to the profile where the text writes it. */
  mentions: string[];
  /** Its visible replies (comment-replies.ts); 0 for a reply, whose replies join the thread it is in. */
  replyCount: number;
  /** When its writer last changed its words (POST …/comments/{commentId}/update); null if never. */
  editedAt: string | null;
  /** How many members like it (POST …/comments/{commentId}/reactions/add, comment-likes.ts). */
  likeCount: number;
  /** The member asking likes it (false for a visitor). */
  liked: boolean;
}

export interface ProductQuestion {
  postId: string;
  author: PostAuthor;
  text: string;
  /** Its words' hashtags (lowercase), each a link to its page where the text writes it. */
  hashtags: string[];
  /** The profiles its words name with '@alias' (their aliases): each a link to the profile where the text writes it. */
  mentions: string[];
  createdAt: string;
  /** When its writer last changed its words (POST /api/social/posts/{postId}/update); null if never. */
  editedAt: string | null;
  /** Asked by the profile the member asking acts as. */
  isOwn: boolean;
  answerCount: number;
  /** The first answers, oldest first (at most socialPageSize); the rest by the comments call. */
  answers: QuestionAnswer[];
  /** Pass as `from` to the comments call for the answers after `answers`; null when they are all here. */
  answersNextFrom: string | null;
}

/** A member's picture of the product, with what it shows in words. */
export interface ProductUserImagePost {
  postId: string;
  author: PostAuthor;
  image: PostImage;
  text: string;
  createdAt: string;
  /** When its writer last changed its words (POST /api/social/posts/{postId}/update); null if never. */
  editedAt: string | null;
  /** Shared by the profile the member asking acts as. */
  isOwn: boolean;
  /** Its visible comments (GET /api/social/posts/{postId}/comments reads them). */
  commentCount: number;
}

/** Stars 1 to 5: how many reviews gave each (index 0 is one star). */
export type StarCounts = [number, number, number, number, number];

export interface ReviewSummary {
  /** Average stars to one decimal, null without reviews. */
  average: number | null;
  count: number;
  starCounts: StarCounts;
  /** Share of reviews that recommend the product, 0–100, null when none said. */
  recommendedPercent: number | null;
}

export interface PostPage<T> {
  items: T[];
  /** Pass as `from` for the next page; null on the last. */
  nextFrom: string | null;
  totalCount: number;
}

/**
 * GET /api/social/posts/pdp/{code}: the product's social sections in one answer — the review summary, the first page of
 * reviews (newest) and of questions, what the review form asks, and the member's own review if any.
 */
export interface ProductSocialSections {
  code: string;
  summary: ReviewSummary;
  reviews: PostPage<ProductReview>;
  questions: PostPage<ProductQuestion>;
  /** Members' pictures of the product, newest first (GET …/pdp/{code}/user-image-posts for the next pages). */
  userImagePosts: PostPage<ProductUserImagePost>;
  /** Looks made with the product, newest first (GET …/pdp/{code}/looks for the next pages). */
  looks: PostPage<Look>;
  /** The product as posts name it (a new look's first product); null when the catalog did not answer in time. */
  product: ActivityProduct | null;
  reviewAttributes: ReviewAttribute[];
  /** The postId of the asking member's review of this product: one review per member per product. */
  myReviewId: string | null;
  /** Where that review stands (MyReviewState); null without one. */
  myReviewState: MyReviewState | null;
}

/**
 * The member's own review as its writer sees it: 'shown' in the list; 'awaiting-moderation' while a moderator has not
 * looked at what held it (the word filter, or other members' reports); 'not-published' once a moderator hid it.
 */
export type MyReviewState = 'shown' | 'awaiting-moderation' | 'not-published';

/** GET /api/social/posts/pdp/{code}/questions-and-reviews: one page of reviews or of questions. */
export const questionsAndReviewsQuery = socialPageQuery.extend({
  type: z.enum(['review', 'question']).default('review'),
  sort: z.enum(reviewSorts).default('newest'),
  /** Reviews with exactly these stars only. */
  stars: z.coerce.number().int().min(1).max(5).optional(),
});

export type QuestionsAndReviewsQuery = z.infer<typeof questionsAndReviewsQuery>;

export type QuestionsAndReviewsPage = PostPage<ProductReview> | PostPage<ProductQuestion>;

/** POST /api/social/posts/create: a review or a question about a product (members with a social profile). */
/** A review's words and marks, as written and as changed (post-edits.ts). */
export const reviewFields = {
  stars: z.number().int().min(1).max(5),
  title: z.string().trim().max(reviewLimits.title.max).default(''),
  text: z.string().trim().min(reviewLimits.text.min).max(reviewLimits.text.max),
  skinType: z.enum(skinTypes).optional(),
  skinTone: z.enum(skinTones).optional(),
  isRecommended: z.boolean().optional(),
};
export const questionText = z.string().trim().min(questionLimits.text.min).max(questionLimits.text.max);
export const userImagePostText = singleLineText(userImagePostLimits.text.max).pipe(z.string().min(userImagePostLimits.text.min, 'Describe what the picture shows.'));
export const lookText = z.string().trim().min(lookLimits.text.min, 'Describe the look.').max(lookLimits.text.max);

export const createPostRequest = z.discriminatedUnion('$type', [
  z.object({ $type: z.literal('review'), productCode, ...reviewFields }),
  z.object({ $type: z.literal('question'), productCode, text: questionText }),
  z.object({
    $type: z.literal('userImagePost'),
    productCode,
    /** One of the member's uploads (POST /api/social/upload/image). */
    imageId: z.uuid(),
    text: userImagePostText,
  }),
  z.object({
    $type: z.literal('look'),
    /** The products the look was made with, in the order the member chose them; the first is what the look is "about". */
    productCodes: z
      .array(productCode)
      .min(1, 'Choose at least one product of the look.')
      .max(maximumProductsInLook, `A look names at most ${maximumProductsInLook} products.`)
      .refine((codes) => new Set(codes).size === codes.length, 'A product is chosen twice.'),
    /** One of the member's uploads (POST /api/social/upload/image): the look itself. */
    imageId: z.uuid(),
    text: lookText,
  }),
]);

export type CreatePostRequest = z.infer<typeof createPostRequest>;

/**
 * Written, and shown to others unless `isHeldForModeration` (the word filter found words a moderator decides on
 * first). Refusals: 409 `review_exists`, 409 `social_profile_required`, 404 `unknown_product` (for a look: one of its
 * products), 404 `unknown_image` (the post's picture is not an upload of the member's), 429 `posting_limit` (with
 * Retry-After), 503 `catalog_unavailable`.
 */
export type CreatePostResponse = (
  | { review: ProductReview }
  | { question: ProductQuestion }
  | { userImagePost: ProductUserImagePost }
  | { look: Look }
) & {
  isHeldForModeration: boolean;
};

/** POST /api/social/posts/{postId}/comments/create: an answer to a question, or a comment. */
export const createCommentRequest = z.object({
  text: z.string().trim().min(answerLimits.text.min).max(answerLimits.text.max),
});

export type CreateCommentRequest = z.infer<typeof createCommentRequest>;

/** GET /api/social/posts/{postId}/comments?from&count: a post's comments (answers), oldest first, 10 a page. */
export const commentsQuery = socialPageQuery;

/** A page of the comments call: a question's answers, oldest first. */
export type CommentsPage = PostPage<QuestionAnswer>;

/** The created answer (comment), held as a post can be. Refusals: 404 `unknown_post`, 409 `social_profile_required`, 429 `posting_limit`. */
export interface CreateCommentResponse {
  comment: QuestionAnswer;
  isHeldForModeration: boolean;
}

/** A member's reactions to a post: helpful (a review, a question) and like (a look, a picture of a product). */
export const reactionTypes = ['helpful', 'like'] as const;
export type ReactionType = (typeof reactionTypes)[number];
/** The kinds of post a like is for; helpful is for any. */
export const likedKinds: readonly PostKind[] = ['look', 'userImagePost'];

/**
 * POST /api/social/posts/{postId}/reactions/add and /remove: once per member, post and type however often pressed.
 * Refusals: 404 `unknown_post`, 400 `reaction_not_offered` (a like of a review or a question).
 */
export const reactionRequest = z.object({ type: z.enum(reactionTypes) });

export type ReactionRequest = z.infer<typeof reactionRequest>;

/** The answer to a helpful mark. */
export interface ReactionResponse {
  helpfulCount: number;
  markedHelpful: boolean;
}

/** The answer to a like. */
export interface LikeResponse {
  likeCount: number;
  liked: boolean;
}

/** GET /api/social/posts/pdp/{code}/user-image-posts?from&count: the next pages of members' pictures of the product. */
export const userImagePostsQuery = socialPageQuery;
