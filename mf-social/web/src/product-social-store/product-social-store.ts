import { BehaviorSubject, type Observable } from 'rxjs';
import type { HttpClient } from '@storefront/platform';
import type {
  CreatePostRequest,
  MyReviewState,
  PostPage,
  ProductQuestion,
  ProductReview,
  ProductUserImagePost,
  QuestionAnswer,
  ReviewAttribute,
  ReviewSort,
  ReviewSummary,
} from '../../../contract/product-reviews';
import type { Look } from '../../../contract/looks';
import type { ActivityProduct } from '../../../contract/social-profile-page';
import type { ReportReason } from '../../../contract/moderation';
import {
  createAnswer,
  createPost,
  getAnswers,
  getProductSocialSections,
  getQuestionPage,
  getReviewPage,
  postHelpful,
  postModeration,
  postReport,
  type PostOrComment,
} from './product-social-requests';
import { reviewWithEdit, updatePost, withNewWords } from '../post-edits/post-edit-requests';
import { summaryWithReview } from './summary-with-review';

export type Stars = 1 | 2 | 3 | 4 | 5;

/** The reviews shown: one sort and star filter, page after page. 'loading' is a new sort or filter on its way. */
export interface ReviewList extends PostPage<ProductReview> {
  sort: ReviewSort;
  stars: Stars | null;
  status: 'ready' | 'loading' | 'loading-more' | 'failed';
}

export interface QuestionList extends PostPage<ProductQuestion> {
  status: 'ready' | 'loading-more';
}

export interface ProductSocialState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  summary: ReviewSummary;
  /** What the review form asks besides stars and text. */
  reviewAttributes: ReviewAttribute[];
  myReviewId: string | null;
  /** Where the member's own review stands (in the list, waiting for a moderator, hidden by one); null without one. */
  myReviewState: MyReviewState | null;
  reviews: ReviewList;
  questions: QuestionList;
  /** Members' pictures of the product as the sections came: their section pages on by itself. */
  userImagePosts: PostPage<ProductUserImagePost>;
  /** Looks made with the product as the sections came: their section pages on by itself. */
  looks: PostPage<Look>;
  /** The product as posts name it: a new look's first product (null when the catalog did not answer). */
  product: ActivityProduct | null;
  /** Reviews whose helpful mark is on its way. */
  helpfulPending: string[];
  /** Questions whose further answers are loading. */
  answersLoading: string[];
}

export type NewReview = Omit<Extract<CreatePostRequest, { $type: 'review' }>, '$type' | 'productCode'>;

/** What a member wrote, and whether it waits for a moderator (then it is not in the lists until allowed). */
export interface Written<T> {
  written: T;
  isHeldForModeration: boolean;
}

/** What the administrator hides from the product page: a review, a question, or an answer under its question. */
export type Hideable = { review: string } | { question: string } | { answer: string; question: string };

export interface ProductSocialStore {
  readonly state$: Observable<ProductSocialState>;
  getState(): ProductSocialState;
  /** GET …/pdp/{code}: everything the sections show first. */
  load(): Promise<void>;
  /** The first page of reviews in another sort or star filter; an answer to an earlier choice is dropped. */
  showReviews(choice: { sort?: ReviewSort; stars?: Stars | null }): Promise<void>;
  /** The next page of reviews; resolves with the reviews it added. */
  loadMoreReviews(): Promise<ProductReview[]>;
  /** Marks or unmarks a review helpful at once; the server's count follows, a failure puts it back and rejects. */
  toggleHelpful(postId: string): Promise<void>;
  /** Publishes the member's review: first in the list, counted in the summary (unless held for a moderator). */
  addReview(review: NewReview): Promise<Written<ProductReview>>;
  /**
   * Changes the member's review in the list: its stars counted again in the summary; held for a moderator, it leaves the
   * list and the summary until allowed.
   */
  editReview(postId: string, review: NewReview): Promise<Written<ProductReview>>;
  loadMoreQuestions(): Promise<ProductQuestion[]>;
  addQuestion(text: string): Promise<Written<ProductQuestion>>;
  /** Changes the words of the member's question in the list; held for a moderator, it leaves the list until allowed. */
  editQuestion(postId: string, text: string): Promise<Written<ProductQuestion>>;
  /** The answers of a question after those shown; resolves with the answers it added. */
  loadMoreAnswers(postId: string): Promise<QuestionAnswer[]>;
  addAnswer(postId: string, text: string): Promise<Written<QuestionAnswer>>;
  /** The member changed their answer's words (shown, `answer`; held for a moderator, null: it leaves) or deleted it (null). */
  answerChanged(postId: string, commentId: string, answer: QuestionAnswer | null): void;
  /** Reports a post or a comment to the moderators. */
  report(about: PostOrComment, reason: ReportReason): Promise<void>;
  /** An administrator hides a review, question or answer for everyone: it leaves the lists and counts here too. */
  hide(what: Hideable): Promise<void>;
}

export interface ProductSocialStoreOptions {
  http: Pick<HttpClient, 'get' | 'post'>;
  /** The product's code (`product.code`). */
  code: string;
}

const emptyPage = { items: [], nextFrom: null, totalCount: 0 };

const initialState: ProductSocialState = {
  status: 'idle',
  summary: { average: null, count: 0, starCounts: [0, 0, 0, 0, 0], recommendedPercent: null },
  reviewAttributes: [],
  myReviewId: null,
  myReviewState: null,
  reviews: { ...emptyPage, sort: 'newest', stars: null, status: 'ready' },
  questions: { ...emptyPage, status: 'ready' },
  userImagePosts: emptyPage,
  looks: emptyPage,
  product: null,
  helpfulPending: [],
  answersLoading: [],
};

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

/** Items of `next` not already in `known` (by `id`): a page may repeat what arrived another way (a new post). */
function newOnes<T>(known: T[], next: T[], id: (item: T) => string): T[] {
  const ids = new Set(known.map(id));
  return next.filter((item) => !ids.has(id(item)));
}

/** The state of one product's reviews and questions on the product page, and what the shopper does with them. */
export function createProductSocialStore({ http, code }: ProductSocialStoreOptions): ProductSocialStore {
  const state$ = new BehaviorSubject<ProductSocialState>(initialState);
  const state = () => state$.getValue();
  const set = (next: Partial<ProductSocialState>) => state$.next({ ...state(), ...next });
  const setReviews = (next: Partial<ReviewList>) => set({ reviews: { ...state().reviews, ...next } });
  const setQuestions = (next: Partial<QuestionList>) => set({ questions: { ...state().questions, ...next } });
  const updateReview = (postId: string, change: Partial<ProductReview>) =>
    setReviews({ items: state().reviews.items.map((review) => (review.postId === postId ? { ...review, ...change } : review)) });
  const updateQuestion = (postId: string, change: (question: ProductQuestion) => Partial<ProductQuestion>) =>
    setQuestions({ items: state().questions.items.map((question) => (question.postId === postId ? { ...question, ...change(question) } : question)) });

  // Each sort or filter choice is a new list: answers for an earlier one are dropped.
  let reviewChoice = 0;
  let loadingMoreReviews: Promise<ProductReview[]> | null = null;
  let loadingMoreQuestions: Promise<ProductQuestion[]> | null = null;
  const loadingAnswers = new Map<string, Promise<QuestionAnswer[]>>();

  async function load(): Promise<void> {
    set({ status: 'loading' });
    try {
      const sections = await getProductSocialSections(http, code);
      reviewChoice += 1;
      set({
        status: 'loaded',
        summary: sections.summary,
        reviewAttributes: sections.reviewAttributes,
        myReviewId: sections.myReviewId,
        myReviewState: sections.myReviewState,
        reviews: { ...sections.reviews, sort: 'newest', stars: null, status: 'ready' },
        questions: { ...sections.questions, status: 'ready' },
        userImagePosts: sections.userImagePosts,
        looks: sections.looks,
        product: sections.product,
      });
    } catch (error) {
      set({ status: 'failed' });
      throw error;
    }
  }

  async function showReviews(choice: { sort?: ReviewSort; stars?: Stars | null }): Promise<void> {
    const { sort, stars } = { ...state().reviews, ...choice };
    const current = (reviewChoice += 1);
    loadingMoreReviews = null;
    setReviews({ sort, stars, status: 'loading' });
    try {
      const page = await getReviewPage(http, code, { sort, stars });
      if (current === reviewChoice) setReviews({ ...page, status: 'ready' });
    } catch (error) {
      if (current === reviewChoice) setReviews({ status: 'failed' });
      throw error;
    }
  }

  function loadMoreReviews(): Promise<ProductReview[]> {
    const { nextFrom, sort, stars } = state().reviews;
    if (loadingMoreReviews) return loadingMoreReviews;
    if (!nextFrom) return Promise.resolve([]);
    const current = reviewChoice;
    setReviews({ status: 'loading-more' });
    const loading = getReviewPage(http, code, { sort, stars, from: nextFrom }).then(
      (page) => {
        if (current !== reviewChoice) return [];
        loadingMoreReviews = null;
        const added = newOnes(state().reviews.items, page.items, (review) => review.postId);
        setReviews({ items: [...state().reviews.items, ...added], nextFrom: page.nextFrom, totalCount: page.totalCount, status: 'ready' });
        return added;
      },
      (error: unknown) => {
        if (current === reviewChoice) {
          loadingMoreReviews = null;
          setReviews({ status: 'ready' });
        }
        throw error;
      },
    );
    loadingMoreReviews = loading;
    return loading;
  }

  async function toggleHelpful(postId: string): Promise<void> {
    const review = state().reviews.items.find((item) => item.postId === postId);
    if (!review || state().helpfulPending.includes(postId)) return;
    const { markedHelpful, helpfulCount } = review;
    set({ helpfulPending: [...state().helpfulPending, postId] });
    updateReview(postId, { markedHelpful: !markedHelpful, helpfulCount: Math.max(0, helpfulCount + (markedHelpful ? -1 : 1)) });
    try {
      const answer = await postHelpful(http, postId, !markedHelpful);
      updateReview(postId, { markedHelpful: answer.markedHelpful, helpfulCount: answer.helpfulCount });
    } catch (error) {
      updateReview(postId, { markedHelpful, helpfulCount });
      throw error;
    } finally {
      set({ helpfulPending: without(state().helpfulPending, postId) });
    }
  }

  async function addReview(review: NewReview): Promise<Written<ProductReview>> {
    const answer = await createPost(http, { $type: 'review', productCode: code, ...review });
    if (!('review' in answer)) throw new Error('The server answered a review with another kind of post');
    const { reviews, summary } = state();
    if (answer.isHeldForModeration) set({ myReviewId: answer.review.postId, myReviewState: 'awaiting-moderation' });
    else {
      set({
        myReviewId: answer.review.postId,
        myReviewState: 'shown',
        summary: summaryWithReview(summary, answer.review.stars),
        reviews: { ...reviews, items: [answer.review, ...reviews.items], totalCount: reviews.totalCount + 1 },
      });
    }
    return { written: answer.review, isHeldForModeration: answer.isHeldForModeration };
  }

  async function editReview(postId: string, review: NewReview): Promise<Written<ProductReview>> {
    const before = state().reviews.items.find((item) => item.postId === postId);
    if (!before) throw new Error(`The review ${postId} is not in the list`);
    const { post, isHeldForModeration } = await updatePost(http, postId, { $type: 'review', ...review });
    const written = reviewWithEdit(before, post);
    const { reviews, summary } = state();
    const uncounted = summaryWithReview(summary, before.stars, -1);
    if (isHeldForModeration) {
      set({
        myReviewState: 'awaiting-moderation',
        summary: uncounted,
        reviews: { ...reviews, items: reviews.items.filter((item) => item.postId !== postId), totalCount: Math.max(0, reviews.totalCount - 1) },
      });
    } else {
      set({ summary: summaryWithReview(uncounted, written.stars), reviews: { ...reviews, items: reviews.items.map((item) => (item.postId === postId ? written : item)) } });
    }
    return { written, isHeldForModeration };
  }

  function loadMoreQuestions(): Promise<ProductQuestion[]> {
    const { nextFrom } = state().questions;
    if (loadingMoreQuestions) return loadingMoreQuestions;
    if (!nextFrom) return Promise.resolve([]);
    setQuestions({ status: 'loading-more' });
    loadingMoreQuestions = getQuestionPage(http, code, nextFrom)
      .then((page) => {
        const added = newOnes(state().questions.items, page.items, (question) => question.postId);
        setQuestions({ items: [...state().questions.items, ...added], nextFrom: page.nextFrom, totalCount: page.totalCount });
        return added;
      })
      .finally(() => {
        loadingMoreQuestions = null;
        setQuestions({ status: 'ready' });
      });
    return loadingMoreQuestions;
  }

  async function addQuestion(text: string): Promise<Written<ProductQuestion>> {
    const answer = await createPost(http, { $type: 'question', productCode: code, text });
    if (!('question' in answer)) throw new Error('The server answered a question with another kind of post');
    const { questions } = state();
    if (!answer.isHeldForModeration) setQuestions({ items: [answer.question, ...questions.items], totalCount: questions.totalCount + 1 });
    return { written: answer.question, isHeldForModeration: answer.isHeldForModeration };
  }

  async function editQuestion(postId: string, text: string): Promise<Written<ProductQuestion>> {
    const before = state().questions.items.find((item) => item.postId === postId);
    if (!before) throw new Error(`The question ${postId} is not in the list`);
    const { post, isHeldForModeration } = await updatePost(http, postId, { $type: 'question', text });
    const written = withNewWords(before, post);
    const { questions } = state();
    if (isHeldForModeration) {
      setQuestions({ items: questions.items.filter((item) => item.postId !== postId), totalCount: Math.max(0, questions.totalCount - 1) });
    } else {
      setQuestions({ items: questions.items.map((item) => (item.postId === postId ? written : item)) });
    }
    return { written, isHeldForModeration };
  }

  /** The answers after those shown (one shown twice, as a new answer of the member's may be, is skipped). */
  async function fetchMoreAnswers(question: ProductQuestion): Promise<QuestionAnswer[]> {
    const known = () => state().questions.items.find((item) => item.postId === question.postId)?.answers ?? question.answers;
    const page = await getAnswers(http, question.postId, question.answersNextFrom);
    const added = newOnes(known(), page.items, (answer) => answer.commentId);
    const nextFrom = page.nextFrom;
    updateQuestion(question.postId, (current) => {
      const answers = [...current.answers, ...added];
      return { answers, answersNextFrom: nextFrom, answerCount: nextFrom ? Math.max(current.answerCount, answers.length) : answers.length };
    });
    return added;
  }

  function loadMoreAnswers(postId: string): Promise<QuestionAnswer[]> {
    const question = state().questions.items.find((item) => item.postId === postId);
    if (!question || question.answersNextFrom === null) return Promise.resolve([]);
    const loading = loadingAnswers.get(postId);
    if (loading) return loading;
    set({ answersLoading: [...state().answersLoading, postId] });
    const next = fetchMoreAnswers(question).finally(() => {
      loadingAnswers.delete(postId);
      set({ answersLoading: without(state().answersLoading, postId) });
    });
    loadingAnswers.set(postId, next);
    return next;
  }

  async function addAnswer(postId: string, text: string): Promise<Written<QuestionAnswer>> {
    const { comment, isHeldForModeration } = await createAnswer(http, postId, { text });
    if (!isHeldForModeration) updateQuestion(postId, (question) => ({ answers: [...question.answers, comment], answerCount: question.answerCount + 1 }));
    return { written: comment, isHeldForModeration };
  }

  function answerChanged(postId: string, commentId: string, changed: QuestionAnswer | null): void {
    updateQuestion(postId, (question) => {
      if (changed) return { answers: question.answers.map((answer) => (answer.commentId === commentId ? changed : answer)) };
      const answers = question.answers.filter((answer) => answer.commentId !== commentId);
      return { answers, answerCount: Math.max(0, question.answerCount - (question.answers.length - answers.length)) };
    });
  }

  async function report(about: PostOrComment, reason: ReportReason): Promise<void> {
    await postReport(http, about, reason);
  }

  async function hide(what: Hideable): Promise<void> {
    if ('answer' in what) {
      await postModeration(http, 'hide-comment', { postId: what.question, commentId: what.answer });
      updateQuestion(what.question, (question) => ({
        answers: question.answers.filter((answer) => answer.commentId !== what.answer),
        answerCount: Math.max(0, question.answerCount - 1),
      }));
    } else if ('review' in what) {
      await postModeration(http, 'hide-post', { postId: what.review });
      const { reviews, summary } = state();
      const hidden = reviews.items.find((review) => review.postId === what.review);
      set({
        summary: hidden ? summaryWithReview(summary, hidden.stars, -1) : summary,
        reviews: { ...reviews, items: reviews.items.filter((review) => review !== hidden), totalCount: Math.max(0, reviews.totalCount - (hidden ? 1 : 0)) },
      });
    } else {
      await postModeration(http, 'hide-post', { postId: what.question });
      const { questions } = state();
      setQuestions({ items: questions.items.filter((question) => question.postId !== what.question), totalCount: Math.max(0, questions.totalCount - 1) });
    }
  }

  return {
    state$: state$.asObservable(),
    getState: state,
    load,
    showReviews,
    loadMoreReviews,
    toggleHelpful,
    addReview,
    editReview,
    loadMoreQuestions,
    addQuestion,
    editQuestion,
    loadMoreAnswers,
    addAnswer,
    answerChanged,
    report,
    hide,
  };
}
