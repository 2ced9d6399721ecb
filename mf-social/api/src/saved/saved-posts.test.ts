import { randomUUID } from 'node:crypto';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember, postIdsOf, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describeOnEachBackend('saved posts', (server) => {
  test('a member saves posts, newest saved first with their writers and products, pages on, and unsaves; the ids say which', async () => {
    // Two writers: each may post 10 an hour.
    const writers = [await onboardedMember(server().url, 'Writer'), await onboardedMember(server().url, 'Writer')];
    const posts: string[] = [];
    for (let n = 0; n < 11; n++) posts.push((await askQuestion(server().url, writers[n % 2]!, `Question number ${n} about it?`)).body.question.postId);
    const reader = aMember(); // no social profile needed to save
    const save = (postId: string, action: 'save' | 'unsave' = 'save') => call(server().url, `/api/my/social/saved-posts/${postId}/${action}`, { identity: reader, body: {} });
    // Saved in reverse of their writing: the list follows the saving.
    for (const postId of [...posts].reverse()) expect((await save(postId)).body).toEqual({ saved: true });
    expect((await save(posts[0]!)).body).toEqual({ saved: true });

    const first = (await call(server().url, '/api/my/social/saved-posts', { identity: reader })).body;
    expect([first.totalCount, first.items.length]).toEqual([11, 10]);
    expect(postIdsOf(first)).toEqual(posts.slice(0, 10));
    expect(first.items[0]).toMatchObject({ postId: posts[0], author: { displayName: 'Writer' }, product: { code: foundation.code } });
    const next = (await call(server().url, `/api/my/social/saved-posts?from=${first.nextFrom}`, { identity: reader })).body;
    expect(postIdsOf(next)).toEqual([posts[10]]);

    expect((await save(posts[3]!, 'unsave')).body).toEqual({ saved: false });
    expect((await save(posts[3]!, 'unsave')).body).toEqual({ saved: false });
    const ids = (await call(server().url, '/api/my/social/saved-posts/ids', { identity: reader })).body.postIds as string[];
    expect(ids).toHaveLength(10);
    expect(ids).not.toContain(posts[3]);
    expect(ids[0]).toBe(posts[0]);
    // Another member's saved posts are their own.
    expect((await call(server().url, '/api/my/social/saved-posts/ids', { identity: aMember() })).body).toEqual({ postIds: [] });
  });

  test('a hidden post leaves the list; an unknown post is a 404; a visitor is refused', async () => {
    const writer = await onboardedMember(server().url);
    const { postId } = (await writeReview(server().url, writer, { productCode: lipMask.code, stars: 4, text: 'Soft lips the whole night through.' })).body.review;
    const reader = aMember();
    expect((await call(server().url, `/api/my/social/saved-posts/${postId}/save`, { identity: reader, body: {} })).status).toBe(200);
    await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId } });
    expect((await call(server().url, '/api/my/social/saved-posts', { identity: reader })).body).toMatchObject({ items: [], totalCount: 0 });
    expect((await call(server().url, `/api/my/social/saved-posts/${postId}/save`, { identity: reader, body: {} })).status).toBe(404);
    expect((await call(server().url, `/api/my/social/saved-posts/${randomUUID()}/save`, { identity: reader, body: {} })).status).toBe(404);
    expect((await call(server().url, `/api/my/social/saved-posts/${randomUUID()}/save`, { body: {} })).status).toBe(401);
    expect((await call(server().url, '/api/my/social/saved-posts')).status).toBe(401);
  });

  test('the member’s profile page carries the first saved posts', async () => {
    const writer = await onboardedMember(server().url);
    const { postId } = (await askQuestion(server().url, writer, 'Is it good for oily skin?')).body.question;
    const reader = await onboardedMember(server().url);
    await call(server().url, `/api/my/social/saved-posts/${postId}/save`, { identity: reader, body: {} });
    const page = (await call(server().url, '/page/social/my-profile', { identity: reader })).body;
    expect(page.savedPosts).toMatchObject({ totalCount: 1, items: [{ postId, kind: 'question' }] });
  });
});
