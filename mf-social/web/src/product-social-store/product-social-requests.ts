import type { HttpClient } from '@storefront/platform';
import type {
  CommentsPage,
  CreateCommentRequest,
  CreateCommentResponse,
  CreatePostRequest,
  CreatePostResponse,
  PostPage,
  ProductQuestion,
  ProductReview,
  ProductSocialSections,
  ReactionRequest,
  ReactionResponse,
  ReviewSort,
} from '../../../contract/product-reviews';
import type { ModerationAction, ModerationResponse, ReportReason, ReportRequest, ReportResponse } from '../../../contract/moderation';
import { socialPageSize } from '../social-rules/social-rules';

/** Team Social's calls about a product's reviews and questions (contract/product-reviews.ts). */
type Http = Pick<HttpClient, 'get' | 'post'>;

const posts = '/api/social/posts';
const post = (postId: string) => `${posts}/${encodeURIComponent(postId)}`;
const productSections = (code: string) => `${posts}/pdp/${encodeURIComponent(code)}`;

const query = (parameters: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(Object.entries(parameters).flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, String(value)]]))).toString();

const dataOf = async <T>(response: Promise<{ data: T }>): Promise<T> => (await response).data;

export interface ReviewPageRequest {
  sort: ReviewSort;
  stars: number | null;
  from?: string | null;
}

/** GET /api/social/posts/pdp/{code}: summary, first reviews and questions, what a review asks, the member's review. */
export const getProductSocialSections = (http: Http, code: string) => dataOf(http.get<ProductSocialSections>(productSections(code)));

/** GET …/pdp/{code}/questions-and-reviews?type=review: a page of reviews in the sort and star filter given. */
export const getReviewPage = (http: Http, code: string, { sort, stars, from }: ReviewPageRequest) =>
  dataOf(
    http.get<PostPage<ProductReview>>(
      `${productSections(code)}/questions-and-reviews?${query({ type: 'review', sort, stars, from, count: socialPageSize })}`,
    ),
  );

/** GET …/pdp/{code}/questions-and-reviews?type=question: the page of questions after `from`. */
export const getQuestionPage = (http: Http, code: string, from: string | null) =>
  dataOf(http.get<PostPage<ProductQuestion>>(`${productSections(code)}/questions-and-reviews?${query({ type: 'question', from, count: socialPageSize })}`));

/** GET /api/social/posts/{postId}/comments?from=: a question's answers after `from` (from the first without it). */
export const getAnswers = (http: Http, postId: string, from: string | null) =>
  dataOf(http.get<CommentsPage>(`${post(postId)}/comments?${query({ from, count: socialPageSize })}`));

/** POST /api/social/posts/create: a review or a question. */
export const createPost = (http: Http, request: CreatePostRequest) => dataOf(http.post<CreatePostResponse>(`${posts}/create`, request));

/** POST /api/social/posts/{postId}/comments/create: an answer to a question. */
export const createAnswer = (http: Http, postId: string, request: CreateCommentRequest) =>
  dataOf(http.post<CreateCommentResponse>(`${post(postId)}/comments/create`, request));

/** POST /api/social/posts/{postId}/reactions/add or /remove `{ type: 'helpful' }`: the helpful count after it. */
export const postHelpful = (http: Http, postId: string, isHelpful: boolean) => {
  const request: ReactionRequest = { type: 'helpful' };
  return dataOf(http.post<ReactionResponse>(`${post(postId)}/reactions/${isHelpful ? 'add' : 'remove'}`, request));
};

/** What a report or a moderator's action is about: a post, or a comment under its post. */
export type PostOrComment = { postId: string; commentId?: string };

/** POST …/posts/{postId}/report or …/posts/{postId}/comments/{commentId}/report `{ reason }`. */
export const postReport = (http: Http, about: PostOrComment, reason: ReportReason) => {
  const request: ReportRequest = { reason };
  const path = about.commentId ? `${post(about.postId)}/comments/${encodeURIComponent(about.commentId)}` : post(about.postId);
  return dataOf(http.post<ReportResponse>(`${path}/report`, request));
};

/** POST /api/admin/social/moderation/{action} `{ postId }` or `{ commentId }` (administrators). */
export const postModeration = (http: Http, action: ModerationAction, about: PostOrComment) =>
  dataOf(http.post<ModerationResponse>(`/api/admin/social/moderation/${action}`, about.commentId ? { commentId: about.commentId } : { postId: about.postId }));
