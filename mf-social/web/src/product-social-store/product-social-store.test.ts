import { fakeHttp } from '../testing/fake-http';
import { aPage, aQuestion, aReview, anAnswer, productCode, sectionsPath, someSections } from '../testing/fixtures';
import { createProductSocialStore } from './product-social-store';

const reviewsPath = `${sectionsPath}/questions-and-reviews`;

async function aLoadedStore(sections = someSections()) {
  const fake = fakeHttp();
  const store = createProductSocialStore({ http: fake.http, code: productCode });
  const loaded = store.load();
  expect(store.getState().status).toBe('loading');
  fake.last(sectionsPath).answer(sections);
  await loaded;
  return { store, ...fake };
}

describe('product social store', () => {
  test('loads the sections of the product by its code, encoded in the path', async () => {
    const { store } = await aLoadedStore();
    const state = store.getState();
    expect(state.status).toBe('loaded');
    expect(state.summary.average).toBe(4.3);
    expect(state.reviews).toMatchObject({ sort: 'newest', stars: null, status: 'ready', totalCount: 2 });
    expect(state.reviews.items.map((review) => review.postId)).toEqual(['review-1', 'review-2']);
    expect(state.questions.items.map((question) => question.postId)).toEqual(['question-1']);
    expect(state.reviewAttributes).toEqual(['skinType']);
  });

  test('a failed load says so and rejects', async () => {
    const fake = fakeHttp();
    const store = createProductSocialStore({ http: fake.http, code: productCode });
    const loaded = store.load();
    fake.last(sectionsPath).fail(502);
    await expect(loaded).rejects.toThrow('HTTP 502');
    expect(store.getState().status).toBe('failed');
  });

  test('a new sort or star filter asks for the first page of it, and drops the answer of an earlier choice', async () => {
    const { store, last } = await aLoadedStore();
    const byStars = store.showReviews({ stars: 5 });
    expect(store.getState().reviews).toMatchObject({ stars: 5, sort: 'newest', status: 'loading' });
    const bySort = store.showReviews({ sort: 'lowest-rating' });
    last(`${reviewsPath}?type=review&sort=lowest-rating&stars=5&count=10`).answer(aPage([aReview({ postId: 'low' })], { totalCount: 7, nextFrom: 'c2' }));
    await bySort;
    last(`${reviewsPath}?type=review&sort=newest&stars=5&count=10`).answer(aPage([aReview({ postId: 'stale' })]));
    await byStars;
    expect(store.getState().reviews).toMatchObject({ sort: 'lowest-rating', stars: 5, status: 'ready', totalCount: 7, nextFrom: 'c2' });
    expect(store.getState().reviews.items.map((review) => review.postId)).toEqual(['low']);
  });

  test('a failed sort or filter is marked failed', async () => {
    const { store, last } = await aLoadedStore();
    const shown = store.showReviews({ sort: 'most-helpful' });
    last(`${reviewsPath}?type=review&sort=most-helpful&count=10`).fail(500);
    await expect(shown).rejects.toThrow();
    expect(store.getState().reviews.status).toBe('failed');
  });

  test('more reviews come from nextFrom, in the sort and filter shown, and resolve with what they added', async () => {
    const { store, last, requests } = await aLoadedStore(someSections({ reviews: aPage([aReview()], { nextFrom: 'cursor-1', totalCount: 3 }) }));
    const more = store.loadMoreReviews();
    expect(store.loadMoreReviews()).toBe(more);
    expect(store.getState().reviews.status).toBe('loading-more');
    last(`${reviewsPath}?type=review&sort=newest&from=cursor-1&count=10`).answer(
      aPage([aReview(), aReview({ postId: 'review-3' })], { nextFrom: null, totalCount: 3 }),
    );
    expect((await more).map((review) => review.postId)).toEqual(['review-3']);
    expect(store.getState().reviews).toMatchObject({ nextFrom: null, status: 'ready' });
    expect(store.getState().reviews.items.map((review) => review.postId)).toEqual(['review-1', 'review-3']);
    expect(await store.loadMoreReviews()).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  test('marking helpful shows at once, then the server’s count; a failure puts it back', async () => {
    const { store, last } = await aLoadedStore(someSections({ reviews: aPage([aReview({ helpfulCount: 2 })]) }));
    const review = () => store.getState().reviews.items[0]!;
    const marked = store.toggleHelpful('review-1');
    expect(review()).toMatchObject({ markedHelpful: true, helpfulCount: 3 });
    expect(store.getState().helpfulPending).toEqual(['review-1']);
    const add = last('/api/social/posts/review-1/reactions/add');
    expect(add.body).toEqual({ type: 'helpful' });
    add.answer({ helpfulCount: 5, markedHelpful: true });
    await marked;
    expect(review()).toMatchObject({ markedHelpful: true, helpfulCount: 5 });
    expect(store.getState().helpfulPending).toEqual([]);

    const unmarked = store.toggleHelpful('review-1');
    expect(review()).toMatchObject({ markedHelpful: false, helpfulCount: 4 });
    last('/api/social/posts/review-1/reactions/remove').fail(500);
    await expect(unmarked).rejects.toThrow();
    expect(review()).toMatchObject({ markedHelpful: true, helpfulCount: 5 });
  });

  test("the member's new review comes first, counted in the summary, as the member's review", async () => {
    const { store, last } = await aLoadedStore();
    const added = store.addReview({ stars: 2, title: 'Not for me', text: 'Too dry for my lips, sadly it did not work.', skinType: 'dry', isRecommended: false });
    const create = last('/api/social/posts/create');
    expect(create.body).toEqual({
      $type: 'review',
      productCode,
      stars: 2,
      title: 'Not for me',
      text: 'Too dry for my lips, sadly it did not work.',
      skinType: 'dry',
      isRecommended: false,
    });
    create.answer({ review: aReview({ postId: 'mine', stars: 2, isOwn: true }), isHeldForModeration: false });
    expect(await added).toMatchObject({ written: { postId: 'mine' }, isHeldForModeration: false });
    const state = store.getState();
    expect(state.myReviewId).toBe('mine');
    expect(state.reviews.items.map((review) => review.postId)).toEqual(['mine', 'review-1', 'review-2']);
    expect(state.reviews.totalCount).toBe(3);
    expect(state.summary).toEqual({ average: 3.8, count: 4, starCounts: [0, 1, 1, 0, 2], recommendedPercent: 67 });
  });

  test('a review held for a moderator is the member’s one review, yet neither listed nor counted', async () => {
    const { store, last } = await aLoadedStore();
    const before = store.getState();
    const added = store.addReview({ stars: 1, title: '', text: 'Words the filter holds for a moderator.' });
    last('/api/social/posts/create').answer({ review: aReview({ postId: 'held', stars: 1, isOwn: true }), isHeldForModeration: true });
    expect(await added).toMatchObject({ written: { postId: 'held' }, isHeldForModeration: true });
    const state = store.getState();
    expect(state.myReviewId).toBe('held');
    expect(state.reviews).toEqual(before.reviews);
    expect(state.summary).toEqual(before.summary);
  });

  test('an administrator’s hidden review leaves the list and the summary; a hidden answer its question', async () => {
    const { store, last } = await aLoadedStore(someSections({ questions: aPage([aQuestion({ answerCount: 1, answers: [anAnswer()] })]) }));
    const hiding = store.hide({ review: 'review-2' });
    const hide = last('/api/admin/social/moderation/hide-post');
    expect(hide.body).toEqual({ postId: 'review-2' });
    hide.answer({ isHidden: true, isHiddenFromFeed: false, closedCase: false });
    await hiding;
    const state = store.getState();
    expect(state.reviews.items.map((review) => review.postId)).toEqual(['review-1']);
    expect(state.reviews.totalCount).toBe(1);
    // The five stars of review-2 leave the summary: 3 and 5 stars remain.
    expect(state.summary).toMatchObject({ count: 2, starCounts: [0, 0, 1, 0, 1], average: 4 });

    const hidingAnswer = store.hide({ question: 'question-1', answer: 'answer-1' });
    const hideAnswer = last('/api/admin/social/moderation/hide-comment');
    expect(hideAnswer.body).toEqual({ commentId: 'answer-1' });
    hideAnswer.answer({ isHidden: true, isHiddenFromFeed: false, closedCase: false });
    await hidingAnswer;
    expect(store.getState().questions.items[0]).toMatchObject({ answers: [], answerCount: 0 });
  });

  test('a refused review changes nothing and rejects', async () => {
    const { store, last } = await aLoadedStore();
    const added = store.addReview({ stars: 5, title: '', text: 'Twenty characters or more.' });
    last('/api/social/posts/create').fail(409, { error: { code: 'review_exists', message: 'You have reviewed it.' } });
    await expect(added).rejects.toThrow('HTTP 409');
    expect(store.getState().myReviewId).toBeNull();
    expect(store.getState().reviews.items).toHaveLength(2);
  });

  test('questions: more come from nextFrom, a new one comes first', async () => {
    const { store, last } = await aLoadedStore(someSections({ questions: aPage([aQuestion()], { nextFrom: 'q-cursor', totalCount: 2 }) }));
    const more = store.loadMoreQuestions();
    last(`${reviewsPath}?type=question&from=q-cursor&count=10`).answer(aPage([aQuestion({ postId: 'question-2' })], { totalCount: 2 }));
    expect((await more).map((question) => question.postId)).toEqual(['question-2']);
    expect(store.getState().questions).toMatchObject({ nextFrom: null, status: 'ready' });

    const asked = store.addQuestion('Does it smell of anything?');
    const create = last('/api/social/posts/create');
    expect(create.body).toEqual({ $type: 'question', productCode, text: 'Does it smell of anything?' });
    create.answer({ question: aQuestion({ postId: 'mine', text: 'Does it smell of anything?' }) });
    await asked;
    expect(store.getState().questions.items.map((question) => question.postId)).toEqual(['mine', 'question-1', 'question-2']);
    expect(store.getState().questions.totalCount).toBe(3);
  });

  test("more answers come from the question's answersNextFrom", async () => {
    const first = anAnswer();
    const question = aQuestion({ answerCount: 2, answers: [first], answersNextFrom: 'a-cursor' });
    const { store, last } = await aLoadedStore(someSections({ questions: aPage([question]) }));
    const more = store.loadMoreAnswers('question-1');
    expect(store.getState().answersLoading).toEqual(['question-1']);
    last('/api/social/posts/question-1/comments?from=a-cursor&count=10').answer(aPage([anAnswer({ commentId: 'answer-2' })]));
    expect((await more).map((answer) => answer.commentId)).toEqual(['answer-2']);
    expect(store.getState().questions.items[0]).toMatchObject({ answersNextFrom: null, answerCount: 2 });
    expect(store.getState().answersLoading).toEqual([]);
  });

  test('a new answer comes last under its question, counted', async () => {
    const { store, last } = await aLoadedStore();
    const answered = store.addAnswer('question-1', 'Yes, fully vegan.');
    const create = last('/api/social/posts/question-1/comments/create');
    expect(create.body).toEqual({ text: 'Yes, fully vegan.' });
    create.answer({ comment: anAnswer({ commentId: 'mine', text: 'Yes, fully vegan.' }) });
    await answered;
    expect(store.getState().questions.items[0]).toMatchObject({ answerCount: 1, answers: [{ commentId: 'mine' }] });
  });
});
