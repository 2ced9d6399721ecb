import type { PostAuthor, PostImage } from './product-reviews';
import { socialPageQuery } from './product-reviews';
import type { ActivityProduct } from './social-profile-page';

/*
 * Looks: a member's picture of a make-up, a hair style or a routine, with the products it was made with
 * (chosen in a picker, at most `maximumProductsInLook`) and its text. Shown on each of those products' pages (GET
 * /api/social/posts/pdp/{code}/looks), in the latest looks (/social/posts?kind=looks; GET
 * /api/social/posts/latest-looks), on the member's profile (GET /api/social/posts/looks-by-user/{profileId}) and in
 * the feeds of who follows them. Written with POST /api/social/posts/create, `$type: 'look'`.
 */

export interface Look {
  postId: string;
  author: PostAuthor;
  image: PostImage;
  text: string;
  /** The profiles its text names with '@alias' (their aliases). */
  mentions: string[];
  /** The look's products the catalog knows, in the member's order (none when the catalog did not answer in time). */
  products: ActivityProduct[];
  /** How many products the look names (its products may be fewer: one the catalog no longer sells is left out). */
  productCount: number;
  commentCount: number;
  likeCount: number;
  /** The member asking likes it (false for visitors). */
  liked: boolean;
  createdAt: string;
  /** When its writer last changed its text (POST /api/social/posts/{postId}/update); null if never. */
  editedAt: string | null;
  /** Shared by the member asking. */
  isOwn: boolean;
}

/** GET /api/social/posts/pdp/{code}/looks, /latest-looks and /looks-by-user/{profileId}: `from` and `count`. */
export const looksQuery = socialPageQuery;
