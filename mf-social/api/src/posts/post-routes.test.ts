import { foundation, lipMask } from '../testing/fake-catalog-products';
import { onboardedMember, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const sections = (url: string, code: string, identity = {}) => call(url, `/api/social/posts/pdp/${encodeURIComponent(code)}`, { identity });

describeOnEachBackend('writing reviews, questions and answers', (server) => {
  test('a review shows first on the product page, counted in its summary, and the catalog is told', async () => {
    const member = await onboardedMember(server().url, 'Anna');
    const nudgesBefore = server().nudges();
    const { status, body } = await writeReview(server().url, member, { productCode: foundation.code, stars: 4, skinTone: 'light', skinType: 'dry', isRecommended: true });
    expect(status).toBe(201);
    expect(body.review).toMatchObject({ stars: 4, skinTone: 'light', skinType: 'dry', isRecommended: true, isOwn: true, helpfulCount: 0, author: { displayName: 'Anna' } });
    expect(server().nudges()).toBe(nudgesBefore + 1);
    const page = (await sections(server().url, foundation.code, member)).body;
    expect(page.reviews.items[0]).toEqual(body.review);
    expect([page.myReviewId, page.myReviewState]).toEqual([body.review.postId, 'shown']);
    expect((await sections(server().url, foundation.code)).body).toMatchObject({ myReviewId: null, myReviewState: null });
    expect(page.reviewAttributes).toEqual(['skinTone', 'skinType']);
    expect(page.summary).toMatchObject({ count: 1, average: 4, starCounts: [0, 0, 0, 1, 0], recommendedPercent: 100 });
    // Another reader sees it as someone else's.
    expect((await sections(server().url, foundation.code)).body.reviews.items[0]).toMatchObject({ isOwn: false, markedHelpful: false });
    const [summary] = await server().db.query<{ review_count: number; rating_tenths: number }>('SELECT review_count, rating_tenths FROM review_summaries WHERE product_code = $1', [foundation.code]);
    expect(summary).toEqual({ review_count: 1, rating_tenths: 40 });
  });

  test('one review per member per product, also when two are sent at once', async () => {
    const member = await onboardedMember(server().url);
    const both = await Promise.all([1, 2].map((stars) => writeReview(server().url, member, { productCode: lipMask.code, stars })));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)!.body.error.code).toBe('review_exists');
    const [counted] = await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts p JOIN profiles a USING (profile_id) WHERE a.member_id = $1`, [member.userId]);
    expect(counted!.n).toBe(1);
  });

  test('what a product does not ask is not kept; bad input is a 400 and writes nothing', async () => {
    const member = await onboardedMember(server().url);
    const { body } = await writeReview(server().url, member, { productCode: lipMask.code, stars: 5, skinTone: 'deep' });
    expect(body.review.skinTone).toBeNull();
    const other = await onboardedMember(server().url);
    const before = (await sections(server().url, foundation.code)).body.summary.count;
    for (const draft of [
      { productCode: foundation.code, stars: 6 },
      { productCode: foundation.code, stars: 3, text: 'Too short' },
      { productCode: foundation.code, stars: 3, skinTone: 'green' },
      { productCode: foundation.code, stars: 3, title: 'x'.repeat(121) },
    ]) {
      expect((await writeReview(server().url, other, draft)).status).toBe(400);
    }
    expect((await sections(server().url, foundation.code)).body.summary.count).toBe(before);
  });

  test('visitors, members without a profile, unknown products and a dead catalog are refused clearly', async () => {
    expect((await writeReview(server().url, {}, { productCode: lipMask.code, stars: 5 })).status).toBe(401);
    const noProfile = await writeReview(server().url, aMember(), { productCode: lipMask.code, stars: 5 });
    expect([noProfile.status, noProfile.body.error.code]).toEqual([409, 'social_profile_required']);
    const member = await onboardedMember(server().url);
    const unknown = await writeReview(server().url, member, { productCode: 'no-such-product', stars: 5 });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'unknown_product']);
    server().catalog.down = true;
    try {
      const down = await writeReview(server().url, member, { productCode: lipMask.code, stars: 5 });
      expect([down.status, down.body.error.code]).toEqual([503, 'catalog_unavailable']);
      // Reading goes on without the catalog: the form then asks only stars and text.
      const read = await sections(server().url, foundation.code);
      expect([read.status, read.body.reviewAttributes]).toEqual([200, []]);
    } finally {
      server().catalog.down = false;
    }
  });

  test('a question gets answers, oldest first, counted on the question', async () => {
    const asker = await onboardedMember(server().url, 'Asker');
    const asked = await call(server().url, '/api/social/posts/create', { identity: asker, body: { $type: 'question', productCode: lipMask.code, text: 'Does it work overnight?' } });
    expect(asked.status).toBe(201);
    const { postId } = asked.body.question;
    const answerer = await onboardedMember(server().url, 'Answerer');
    for (const text of ['Yes, all night.', 'It does for me.']) {
      expect((await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: answerer, body: { text } })).status).toBe(201);
    }
    const question = (await sections(server().url, lipMask.code)).body.questions.items.find((item: { postId: string }) => item.postId === postId);
    expect(question).toMatchObject({ text: 'Does it work overnight?', answerCount: 2, author: { displayName: 'Asker' } });
    expect(question.answers.map((answer: { text: string }) => answer.text)).toEqual(['Yes, all night.', 'It does for me.']);
    const comments = await call(server().url, `/api/social/posts/${postId}/comments`);
    expect(comments.body).toMatchObject({ totalCount: 2, nextFrom: null });
    expect((await call(server().url, `/api/social/posts/${crypto.randomUUID()}/comments/create`, { identity: answerer, body: { text: 'Lost' } })).status).toBe(404);
    expect((await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: answerer, body: { text: 'x' } })).status).toBe(400);
  });

  test('a review’s comments are counted on it where the reviews are listed, and a hidden one no longer', async () => {
    const reviewer = await onboardedMember(server().url, 'Reviewer');
    const review = await writeReview(server().url, reviewer, { productCode: foundation.code, stars: 4 });
    const { postId } = review.body.review;
    expect(review.body.review.commentCount).toBe(0);
    const commenter = await onboardedMember(server().url, 'Commenter');
    const commented = await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: commenter, body: { text: 'Same shade as mine!' } });
    expect(commented.status).toBe(201);
    const listed = async () =>
      (await call(server().url, `/api/social/posts/pdp/${foundation.code}/questions-and-reviews?type=review`)).body.items.find(
        (item: { postId: string }) => item.postId === postId,
      );
    expect((await listed()).commentCount).toBe(1);
    const admin = { ...aMember(), roles: ['admin' as const] };
    const hidden = await call(server().url, '/api/admin/social/moderation/hide-comment', { identity: admin, body: { commentId: commented.body.comment.commentId } });
    expect(hidden.status).toBe(200);
    expect((await listed()).commentCount).toBe(0);
  });

  test('helpful marks count once per member, also pressed twice at once, and can be taken back', async () => {
    const author = await onboardedMember(server().url);
    const { postId } = (await writeReview(server().url, author, { productCode: foundation.code, stars: 5 })).body.review;
    const reader = aMember();
    const pressed = await Promise.all([1, 2].map(() => call(server().url, `/api/social/posts/${postId}/reactions/add`, { identity: reader, body: { type: 'helpful' } })));
    expect(pressed.map((answer) => answer.body)).toEqual([
      { helpfulCount: 1, markedHelpful: true },
      { helpfulCount: 1, markedHelpful: true },
    ]);
    expect((await sections(server().url, foundation.code, reader)).body.reviews.items[0]).toMatchObject({ helpfulCount: 1, markedHelpful: true });
    const removed = await call(server().url, `/api/social/posts/${postId}/reactions/remove`, { identity: reader, body: { type: 'helpful' } });
    expect(removed.body).toEqual({ helpfulCount: 0, markedHelpful: false });
    expect((await call(server().url, `/api/social/posts/${postId}/reactions/add`, { body: { type: 'helpful' } })).status).toBe(401);
    expect((await call(server().url, `/api/social/posts/${postId}/reactions/add`, { identity: reader, body: { type: 'love' } })).status).toBe(400);
  });
}, 'http');
