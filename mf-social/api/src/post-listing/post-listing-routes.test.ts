import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember, postIdsOf, writeReview } from '../testing/social-steps';
import { call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const ask = async (url: string, identity: Partial<Identity>, text: string) => (await askQuestion(url, identity, text)).body.question as { postId: string };

describeOnEachBackend('the latest posts', (server) => {
  test('everyone’s posts newest first, all or of one kind, with writer and product; not hidden ones, nor those out of feeds', async () => {
    const writer = await onboardedMember(server().url, 'Writer Wera');
    const other = await onboardedMember(server().url, 'Other Olga');
    const review = (await writeReview(server().url, writer, { productCode: lipMask.code, stars: 4 })).body.review as { postId: string };
    const question = await ask(server().url, other, 'Is it good for oily skin?');
    const hidden = await ask(server().url, writer, 'A question a moderator hides?');
    const outOfFeeds = await ask(server().url, other, 'A question out of feeds?');
    await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: hidden.postId } });
    await call(server().url, '/api/admin/social/moderation/hide-post-from-feed', { identity: admin, body: { postId: outOfFeeds.postId } });

    const all = await call(server().url, '/page/social/posts');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ componentName: 'SocialPostListingViewModel', url: '/social/posts', kind: 'all' });
    expect(postIdsOf(all.body.posts).slice(0, 2)).toEqual([question.postId, review.postId]);
    expect(postIdsOf(all.body.posts)).not.toContain(hidden.postId);
    expect(postIdsOf(all.body.posts)).not.toContain(outOfFeeds.postId);
    expect(all.body.posts.items[0]).toMatchObject({ kind: 'question', author: { displayName: 'Other Olga' }, product: { name: foundation.name } });

    const reviews = await call(server().url, '/page/social/posts?kind=reviews');
    expect(reviews.body).toMatchObject({ url: '/social/posts?kind=reviews', kind: 'reviews' });
    expect(reviews.body.posts.items.every((post: { kind: string }) => post.kind === 'review')).toBe(true);
    expect(postIdsOf(reviews.body.posts)[0]).toBe(review.postId);
    const latestReviews = (await call(server().url, '/api/social/posts/latest-reviews')).body;
    expect(latestReviews).toEqual(reviews.body.posts);
    const questions = (await call(server().url, '/api/social/posts/latest?kind=questions')).body;
    expect(postIdsOf(questions)[0]).toBe(question.postId);
    expect(questions.items.every((post: { kind: string }) => post.kind === 'question')).toBe(true);
    // The counts leave out what is not shown, as the lists do.
    const visible = (await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE hidden_at IS NULL AND hidden_from_feed_at IS NULL'))[0]!.n;
    expect(all.body.posts.totalCount).toBe(visible);
  });

  test('the latest posts page on with a cursor; what is no kind or no cursor is a 400', async () => {
    const writers = [await onboardedMember(server().url), await onboardedMember(server().url), await onboardedMember(server().url)];
    const asked: string[] = [];
    for (let n = 0; n < 12; n++) asked.push((await ask(server().url, writers[n % 3]!, `Latest question ${n}?`)).postId);
    const first = (await call(server().url, '/api/social/posts/latest?kind=questions&count=10')).body;
    const next = (await call(server().url, `/api/social/posts/latest?kind=questions&count=2&from=${encodeURIComponent(first.nextFrom)}`)).body;
    expect([...postIdsOf(first), ...postIdsOf(next)]).toEqual([...asked].reverse());

    expect((await call(server().url, '/page/social/posts?kind=stories')).status).toBe(400);
    expect((await call(server().url, '/api/social/posts/latest?kind=everything')).status).toBe(400);
    expect((await call(server().url, '/api/social/posts/latest-reviews?from=nonsense')).status).toBe(400);
  });
});
