import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { lipMask } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember, postIdsOf, writeReview } from '../testing/social-steps';
import { call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const ask = async (url: string, identity: Partial<Identity>, text: string) => (await askQuestion(url, identity, text)).body.question as { postId: string };

describeOnEachBackend('hashtag pages', (server) => {
  test('a hashtag’s page lists the posts that carry it in any case, newest first, with writer and product; not hidden ones, nor those out of feeds', async () => {
    const tag = `glow${randomUUID().slice(0, 6)}`;
    const writer = await onboardedMember(server().url, 'Writer Wera');
    const review = (await writeReview(server().url, writer, { productCode: lipMask.code, stars: 5, title: `Such #${tag.toUpperCase()}`, text: 'Lovely on the lips all night long.' })).body.review;
    const question = await ask(server().url, writer, `Does it #${tag} all day? #other${tag}`);
    const hidden = await ask(server().url, writer, `A hidden #${tag} question?`);
    const outOfFeeds = await ask(server().url, writer, `A #${tag} question out of feeds?`);
    await ask(server().url, writer, `Not this one: a#${tag} or &#${tag}?`);
    await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: hidden.postId } });
    await call(server().url, '/api/admin/social/moderation/hide-post-from-feed', { identity: admin, body: { postId: outOfFeeds.postId } });

    const { status, body } = await call(server().url, `/page/social/hashtag/${tag.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ componentName: 'HashtagViewModel', url: `/social/hashtag/${tag}`, canonicalUrl: `/social/hashtag/${tag}`, hashtag: tag });
    expect(body.meta.title).toContain(`#${tag}`);
    expect(body.posts.totalCount).toBe(2);
    expect(body.posts.items).toEqual([
      expect.objectContaining({ postId: question.postId, hashtags: [tag, `other${tag}`].sort(), author: expect.objectContaining({ displayName: 'Writer Wera' }) }),
      expect.objectContaining({ postId: review.postId, hashtags: [tag], product: expect.objectContaining({ name: lipMask.name }) }),
    ]);
    // The writer's profile links them too: its posts carry their hashtags.
    const profile = (await call(server().url, `/page/social/profile/m-${writer.userId!.slice(0, 8)}`)).body;
    expect(profile.activity.items.find((post: { postId: string }) => post.postId === review.postId).hashtags).toEqual([tag]);
  });

  test('posts/by-hashtag pages on with a cursor; a hashtag nobody used is an empty page; what is no hashtag is a 400', async () => {
    const tag = `shade${randomUUID().slice(0, 6)}`;
    // Three writers: one member's posting limit is lower than a dozen posts.
    const writers = [await onboardedMember(server().url), await onboardedMember(server().url), await onboardedMember(server().url)];
    const asked: string[] = [];
    for (let n = 0; n < 12; n++) asked.push((await ask(server().url, writers[n % 3]!, `Question ${n} about #${tag}?`)).postId);

    const first = (await call(server().url, `/api/social/posts/by-hashtag/${tag}?count=10`)).body;
    expect(first.totalCount).toBe(12);
    const next = (await call(server().url, `/api/social/posts/by-hashtag/${tag}?from=${first.nextFrom}`)).body;
    expect(next.nextFrom).toBeNull();
    expect([...postIdsOf(first), ...postIdsOf(next)]).toEqual([...asked].reverse());

    const unused = await call(server().url, `/page/social/hashtag/unused${tag}`);
    expect(unused.status).toBe(200);
    expect(unused.body).toMatchObject({ posts: { items: [], totalCount: 0 }, meta: { robots: 'noindex' } });
    expect((await call(server().url, `/page/social/hashtag/${encodeURIComponent('no tag')}`)).status).toBe(400);
    expect((await call(server().url, `/api/social/posts/by-hashtag/${'a'.repeat(51)}`)).status).toBe(400);
    expect((await call(server().url, `/api/social/posts/by-hashtag/${tag}?from=nonsense`)).status).toBe(400);
  });

  test('Swedish letters: #Läppstift is found under läppstift, and its address is URL-encoded', async () => {
    const writer = await onboardedMember(server().url);
    const tag = `läppstift${randomUUID().slice(0, 4)}`;
    const question = await ask(server().url, writer, `Bästa #${tag.toUpperCase()}?`);
    const { body } = await call(server().url, `/page/social/hashtag/${encodeURIComponent(tag)}`);
    expect(body.url).toBe(`/social/hashtag/${encodeURIComponent(tag)}`);
    expect(postIdsOf(body.posts)).toEqual([question.postId]);
  });
});
