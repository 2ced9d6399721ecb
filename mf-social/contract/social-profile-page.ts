import type { PageBase } from '@storefront/platform';
import type { PostImage, PostKind, PostPage } from './product-reviews';
import type { Story } from './stories';

/*
 * Another member's social profile (SocialProfilePageViewModel, /social/profile/{alias}): who they are, and what they
 * wrote, newest first, 10 at a time. Anyone may read it.
 */

/** A product a post is about, as the catalog names it; null when the catalog did not answer in time. */
export interface ActivityProduct {
  code: string;
  name: string;
  brandName: string;
  url: string;
  /** The product's picture (its first variant's), without a width (the platform's `imageUrl` adds it). */
  imageUrl: string;
}

/**
 * One of the profile's visible posts: a review (with its stars and title), a question (with its answers' count), a
 * picture of a product (with what it shows) or a look (its picture, text and products).
 */
export interface ActivityPost {
  postId: string;
  kind: PostKind;
  productCode: string;
  product: ActivityProduct | null;
  stars: 1 | 2 | 3 | 4 | 5 | null;
  title: string;
  text: string;
  helpfulCount: number;
  /** A question's answers, or the comments on another post. */
  answerCount: number;
  /** A look's or a picture's likes (0 for the others). */
  likeCount: number;
  /** The member reading likes it (false for a visitor, and for posts that take no likes). */
  liked: boolean;
  createdAt: string;
  /** When its writer last changed it (POST /api/social/posts/{postId}/update); null if never. */
  editedAt: string | null;
  /** The hashtags in its title and text, lowercase without '#': each is a link to its page where the text has it. */
  hashtags: string[];
  /** The profiles its words name with '@alias' (their aliases): each a link to the profile where the text writes it. */
  mentions: string[];
  /** A user image post's or a look's picture; null for the others. */
  image: PostImage | null;
  /** A look's products in the member's order, those the catalog knows (`product` is its first); empty for the others. */
  products: ActivityProduct[];
}

export interface SocialProfileSummary {
  profileId: string;
  alias: string;
  displayName: string;
  description: string;
  /** The profile's and cover's pictures, without a width (the platform's `imageUrl` adds it); null for none. */
  profileImageUrl: string | null;
  coverImageUrl: string | null;
  reviewCount: number;
  questionCount: number;
  followerCount: number;
  followingCount: number;
  /** The reader's own profile. */
  isOwn: boolean;
  /** The member reading follows this profile (false for a visitor and on their own profile). */
  isFollowedByReader: boolean;
  /** A member's profile, who may be written to (an imported review's author is nobody who could read it). */
  takesMessages: boolean;
}

export interface SocialProfilePageViewModel extends PageBase {
  componentName: 'SocialProfilePageViewModel';
  profile: SocialProfileSummary;
  /** The profile's stories of the day, oldest first. */
  stories: Story[];
  activity: PostPage<ActivityPost>;
}

