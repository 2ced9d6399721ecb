import { randomUUID } from 'node:crypto';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { askQuestion, follow, onboardedMember, profileIdOf, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describeOnEachBackend('the member’s feed', (server) => {
  test('what followed profiles wrote, newest first, with author and product; not hidden posts, nor those taken out of feeds', async () => {
    const reader = await onboardedMember(server().url, 'Reader');
    const followed = await onboardedMember(server().url, 'Followed Fia');
    const other = await onboardedMember(server().url, 'Not Followed');
    await follow(server().url, reader, await profileIdOf(server().url, followed));

    const review = (await writeReview(server().url, followed, { productCode: lipMask.code, stars: 5, title: 'Lovely' })).body.review;
    const question = (await askQuestion(server().url, followed, 'Is it good for dry skin?')).body.question;
    const hidden = (await askQuestion(server().url, followed, 'A question a moderator hides?')).body.question;
    const outOfFeeds = (await askQuestion(server().url, followed, 'A question kept out of feeds?')).body.question;
    await askQuestion(server().url, other, 'Not in the reader’s feed?');
    await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: hidden.postId } });
    await call(server().url, '/api/admin/social/moderation/hide-post-from-feed', { identity: admin, body: { postId: outOfFeeds.postId } });

    const { status, body } = await call(server().url, '/page/social/feed', { identity: reader });
    expect(status).toBe(200);
    expect(body).toMatchObject({ componentName: 'SocialFeedViewModel', url: '/social/feed', meta: { robots: 'noindex' }, followingCount: 1, ownAlias: `m-${reader.userId!.slice(0, 8)}` });
    expect(body.feed.totalCount).toBe(2);
    expect(body.feed.items).toEqual([
      expect.objectContaining({ postId: question.postId, kind: 'question', author: expect.objectContaining({ displayName: 'Followed Fia' }), product: expect.objectContaining({ name: foundation.name }) }),
      expect.objectContaining({ postId: review.postId, kind: 'review', stars: 5, title: 'Lovely', product: expect.objectContaining({ url: lipMask.url }) }),
    ]);
    // The post taken out of feeds stays on the author's profile.
    const profile = (await call(server().url, `/page/social/profile/m-${followed.userId!.slice(0, 8)}`)).body;
    expect(profile.activity.items.map((post: { postId: string }) => post.postId)).toContain(outOfFeeds.postId);
  });

  test('the feed pages on with a cursor to the last post, and new posts meanwhile neither repeat nor skip one', async () => {
    const reader = await onboardedMember(server().url);
    const writers = [await onboardedMember(server().url), await onboardedMember(server().url)];
    for (const writer of writers) await follow(server().url, reader, await profileIdOf(server().url, writer));
    for (let n = 0; n < 6; n++) for (const writer of writers) await askQuestion(server().url, writer, `Question ${n} of a writer here?`);

    const first = (await call(server().url, '/api/my/social/feed?count=10', { identity: reader })).body;
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBe(12);
    await askQuestion(server().url, writers[0]!, 'A newer question meanwhile?');
    const next = (await call(server().url, `/api/my/social/feed?from=${first.nextFrom}`, { identity: reader })).body;
    expect(next.items).toHaveLength(2);
    expect(next.nextFrom).toBeNull();
    const ids = [...first.items, ...next.items].map((entry: { postId: string }) => entry.postId);
    expect(new Set(ids).size).toBe(12);
    const times = [...first.items, ...next.items].map((entry: { createdAt: string }) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('a member before onboarding has an empty feed; a visitor must log in; a bad cursor is a 400', async () => {
    const newcomer = aMember();
    const page = (await call(server().url, '/page/social/feed', { identity: newcomer })).body;
    expect(page).toMatchObject({ feed: { items: [], nextFrom: null, totalCount: 0 }, followingCount: 0, ownAlias: null });
    expect((await call(server().url, '/page/social/feed')).status).toBe(401);
    expect((await call(server().url, '/api/my/social/feed')).status).toBe(401);
    expect((await call(server().url, '/api/my/social/feed?from=nonsense', { identity: await onboardedMember(server().url) })).status).toBe(400);
  });
});
