import type { HttpClient } from '@storefront/platform';
import type { EditedPost, UpdatePostRequest, UpdatePostResponse } from '../../../contract/post-edits';
import type { ActivityPost } from '../../../contract/social-profile-page';
import type { ProductReview } from '../../../contract/product-reviews';

/** POST /api/social/posts/{postId}/update: the member's post as its change left it, and whether a moderator holds it. */
export async function updatePost(http: Pick<HttpClient, 'post'>, postId: string, change: UpdatePostRequest): Promise<UpdatePostResponse> {
  return (await http.post<UpdatePostResponse>(`/api/social/posts/${encodeURIComponent(postId)}/update`, change)).data;
}

/** A post's words as its change left them, on any kind of post a list holds (the rest of it is as it was). */
export const withNewWords = <Post extends { text: string; mentions: string[]; editedAt: string | null }>(post: Post, edited: EditedPost): Post => ({
  ...post,
  text: edited.text,
  mentions: edited.mentions,
  editedAt: edited.editedAt,
  ...('hashtags' in post && { hashtags: edited.hashtags }),
});

/** A review as its change left it: stars, title, words and marks. */
export const reviewWithEdit = (review: ProductReview, edited: EditedPost): ProductReview => ({
  ...withNewWords(review, edited),
  stars: edited.stars ?? review.stars,
  title: edited.title,
  skinType: edited.skinType,
  skinTone: edited.skinTone,
  isRecommended: edited.isRecommended,
});

/** A post of a profile's activity as its change left it (a review's stars and title too). */
export const activityWithEdit = (post: ActivityPost, edited: EditedPost): ActivityPost => ({
  ...withNewWords(post, edited),
  stars: edited.stars ?? post.stars,
  title: edited.title,
});
