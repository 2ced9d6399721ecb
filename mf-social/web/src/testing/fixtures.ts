// Small factories for tests: valid data with what a test does not care about filled in.
import type {
  PostAuthor,
  PostPage,
  ProductQuestion,
  ProductReview,
  ProductSocialSections,
  QuestionAnswer,
} from '../../../contract/product-reviews';
import type { Conversation, DirectMessage } from '../../../contract/direct-messages';
import type { Look } from '../../../contract/looks';
import type { EditedPost } from '../../../contract/post-edits';
import type { SocialProfile } from '../../../contract/social-profile';
import type { ActivityPost, ActivityProduct } from '../../../contract/social-profile-page';

export const productCode = 'sephora:P420652';
export const sectionsPath = '/api/social/posts/pdp/sephora%3AP420652';

export const anAuthor = (overrides: Partial<PostAuthor> = {}): PostAuthor => ({
  profileId: 'profile-anna',
  alias: 'anna.b',
  displayName: 'Anna B',
  profileImageUrl: null,
  ...overrides,
});

export const aReview = (overrides: Partial<ProductReview> = {}): ProductReview => ({
  postId: 'review-1',
  author: anAuthor(),
  stars: 4,
  title: 'Soft and lasting',
  text: 'Stays on all day and never dries my lips.',
  hashtags: [],
  mentions: [],
  skinType: null,
  skinTone: null,
  isRecommended: null,
  helpfulCount: 0,
  markedHelpful: false,
  isOwn: false,
  commentCount: 0,
  createdAt: '2025-05-02T10:00:00.000Z',
  editedAt: null,
  ...overrides,
});

export const anAnswer = (overrides: Partial<QuestionAnswer> = {}): QuestionAnswer => ({
  commentId: 'answer-1',
  author: anAuthor({ profileId: 'profile-cleo', alias: 'cleo', displayName: 'Cleo' }),
  text: 'Yes, it is.',
  mentions: [],
  replyCount: 0,
  editedAt: null,
  likeCount: 0,
  liked: false,
  createdAt: '2025-05-03T10:00:00.000Z',
  ...overrides,
});

export const aQuestion = (overrides: Partial<ProductQuestion> = {}): ProductQuestion => ({
  postId: 'question-1',
  author: anAuthor({ profileId: 'profile-bea', alias: 'bea', displayName: 'Bea' }),
  text: 'Is it vegan?',
  hashtags: [],
  mentions: [],
  createdAt: '2025-05-01T10:00:00.000Z',
  editedAt: null,
  isOwn: false,
  answerCount: 0,
  answers: [],
  answersNextFrom: null,
  ...overrides,
});

/** A product as posts name it: the lip mask of `productCode`, or another. */
export const aProduct = (overrides: Partial<ActivityProduct> = {}): ActivityProduct => ({
  code: productCode,
  name: 'Lip Sleeping Mask',
  brandName: 'LANEIGE',
  url: '/p/lip-sleeping-mask-200001',
  imageUrl: '/images/products/200001/1',
  ...overrides,
});

/** A look made with the lip mask and a mascara. */
export const aLook = (overrides: Partial<Look> = {}): Look => ({
  postId: 'look-1',
  author: anAuthor(),
  image: { url: '/images/social/6f9619ff-8b86-4d11-b42d-00c04fc964ff', width: 1200, height: 1600 },
  text: 'Glossy lips for a summer evening',
  mentions: [],
  products: [aProduct(), aProduct({ code: 'demo-1002', name: 'Volume Mascara', brandName: 'Nordic Skin', url: '/p/volume-mascara-100002', imageUrl: '/images/products/100002/1' })],
  productCount: 2,
  commentCount: 0,
  likeCount: 0,
  liked: false,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  editedAt: null,
  isOwn: false,
  ...overrides,
});

/** A post as a profile's activity, a feed or a hashtag's page shows it. */
export const anActivityPost = (overrides: Partial<ActivityPost> = {}): ActivityPost => ({
  postId: 'post-1',
  kind: 'review',
  productCode,
  product: aProduct(),
  stars: 4,
  title: 'Soft <b>lips</b>',
  text: 'My lips were soft the next morning.',
  helpfulCount: 3,
  answerCount: 0,
  likeCount: 0,
  liked: false,
  createdAt: new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString(),
  editedAt: null,
  hashtags: [],
  mentions: [],
  image: null,
  products: [],
  ...overrides,
});

/** A post as its change left it (POST …/posts/{postId}/update answers it): a question's new words unless told. */
export const anEditedPost = (overrides: Partial<EditedPost> = {}): EditedPost => ({
  postId: 'question-1',
  stars: null,
  title: '',
  text: 'Is it vegan and cruelty free?',
  skinType: null,
  skinTone: null,
  isRecommended: null,
  hashtags: [],
  mentions: [],
  editedAt: new Date().toISOString(),
  ...overrides,
});

export const aPage = <T>(items: T[], overrides: Partial<PostPage<T>> = {}): PostPage<T> => ({
  items,
  nextFrom: null,
  totalCount: items.length,
  ...overrides,
});

export const someSections = (overrides: Partial<ProductSocialSections> = {}): ProductSocialSections => ({
  code: productCode,
  summary: { average: 4.3, count: 3, starCounts: [0, 0, 1, 0, 2], recommendedPercent: 67 },
  reviews: aPage([
    aReview(),
    aReview({ postId: 'review-2', stars: 5, title: 'Love it', author: anAuthor({ profileId: 'profile-di', alias: 'di', displayName: 'Di' }) }),
  ]),
  userImagePosts: aPage([]),
  looks: aPage([]),
  product: aProduct(),
  questions: aPage([aQuestion()]),
  reviewAttributes: ['skinType'],
  myReviewId: null,
  myReviewState: null,
  ...overrides,
});

export const aProfile = (overrides: Partial<SocialProfile> = {}): SocialProfile => ({
  profileId: 'profile-me',
  alias: 'me.too',
  displayName: 'Me Too',
  description: '',
  profileImageUrl: null,
  coverImageUrl: null,
  ...overrides,
});

/** A message of a conversation: written by the other profile (`profile-anna`) unless told. */
export const aDirectMessage = (overrides: Partial<DirectMessage> = {}): DirectMessage => ({
  messageId: 'message-1',
  authorProfileId: 'profile-anna',
  text: 'Which shade do you wear?',
  sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

/** A conversation of the reader (`profile-me`) with Anna B, both writing. */
export const aConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  conversationId: 'conversation-1',
  with: anAuthor(),
  state: 'accepted',
  lastMessage: aDirectMessage(),
  unreadCount: 0,
  ...overrides,
});
