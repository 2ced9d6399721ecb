import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { filteredWords } from '../moderation/filtered-words';
import { lipMask } from '../testing/fake-catalog-products';
import { follow, onboardedMember, profileIdOf, uploadImage } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
describeOnEachBackend('user image posts', (server) => {
  const sectionsOf = async (reader: Partial<Identity> = {}) =>
    (await call(server().url, `/api/social/posts/pdp/${encodeURIComponent(lipMask.code)}`, { identity: reader })).body;

  async function picturePost(member: Partial<Identity>, text = 'The mask on my lips at night.', productCode = lipMask.code) {
    const { imageId } = (await uploadImage(server().url, member)).body as { imageId: string };
    return { imageId, answer: await call(server().url, '/api/social/posts/create', { identity: member, body: { $type: 'userImagePost', productCode, imageId, text } }) };
  }

  test('a member’s picture of the product, with what it shows, is on its page, its profile, a follower’s feed and in search', async () => {
    const member = await onboardedMember(server().url, 'Pictured');
    const { imageId, answer } = await picturePost(member, 'Glossy lips after one night #overnight');
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      isHeldForModeration: false,
      userImagePost: {
        postId: expect.any(String),
        author: expect.objectContaining({ displayName: 'Pictured' }),
        image: { url: `/images/social/${imageId}`, width: 300, height: 400 },
        text: 'Glossy lips after one night #overnight',
        createdAt: expect.any(String),
        isOwn: true,
        commentCount: 0,
        editedAt: null,
      },
    });
    const { postId } = answer.body.userImagePost;
    const sections = await sectionsOf(member);
    expect(sections.userImagePosts).toMatchObject({ totalCount: 1, nextFrom: null, items: [{ postId, isOwn: true, image: { url: `/images/social/${imageId}` } }] });
    expect((await sectionsOf()).userImagePosts.items[0].isOwn).toBe(false);
    // Not a review and not a question.
    expect(sections.reviews.items.map((review: { postId: string }) => review.postId)).not.toContain(postId);
    expect(sections.questions.items.map((question: { postId: string }) => question.postId)).not.toContain(postId);

    const profileId = await profileIdOf(server().url, member);
    const activity = (await call(server().url, `/api/social/${profileId}/activity`)).body;
    expect(activity.items[0]).toMatchObject({ postId, kind: 'userImagePost', text: 'Glossy lips after one night #overnight', image: { url: `/images/social/${imageId}` }, hashtags: ['overnight'] });
    const follower = await onboardedMember(server().url);
    await follow(server().url, follower, profileId);
    expect((await call(server().url, '/api/my/social/feed', { identity: follower })).body.items[0]).toMatchObject({ postId, kind: 'userImagePost' });
    expect((await call(server().url, '/api/social/posts/search?q=glossy%20lips')).body.items.map((post: { postId: string }) => post.postId)).toContain(postId);
  });

  test('pages of 10, newest first', async () => {
    // Two members: each may post 10 an hour.
    const members = [await onboardedMember(server().url), await onboardedMember(server().url)];
    const before = (await sectionsOf()).userImagePosts.totalCount as number;
    for (let n = 0; n < 11; n++) expect((await picturePost(members[n % 2]!, `Picture number ${n}`)).answer.status).toBe(201);
    const first = (await sectionsOf()).userImagePosts;
    expect(first.totalCount).toBe(before + 11);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].text).toBe('Picture number 10');
    const next = (await call(server().url, `/api/social/posts/pdp/${encodeURIComponent(lipMask.code)}/user-image-posts?from=${first.nextFrom}`)).body;
    expect(next.items[0].text).toBe('Picture number 0');
    expect(new Set([...first.items, ...next.items].map((post: { postId: string }) => post.postId)).size).toBe(first.items.length + next.items.length);
  });

  test('another member’s picture, no text, an unknown product or no profile is refused, and nothing is written', async () => {
    const owner = await onboardedMember(server().url);
    const other = await onboardedMember(server().url);
    const { imageId } = (await uploadImage(server().url, owner)).body as { imageId: string };
    const create = (member: Partial<Identity>, body: object) =>
      call(server().url, '/api/social/posts/create', { identity: member, body: { $type: 'userImagePost', productCode: lipMask.code, imageId, text: 'My lips.', ...body } });
    expect(await create(other, {})).toMatchObject({ status: 404, body: { error: { code: 'unknown_image' } } });
    expect((await create(owner, { text: '  ' })).status).toBe(400);
    expect((await create(owner, { text: 'x'.repeat(201) })).status).toBe(400);
    expect((await create(owner, { productCode: 'sephora:NOPE' })).status).toBe(404);
    expect(await create(aMember(), {})).toMatchObject({ status: 409, body: { error: { code: 'social_profile_required' } } });
    expect((await server().db.query('SELECT 1 FROM posts WHERE image_id = $1', [imageId])).length).toBe(0);
  });

  test('the word filter holds one for a moderator; a hidden one leaves the page; a post’s picture is never cleared as unused', async () => {
    const member = await onboardedMember(server().url);
    const held = await picturePost(member, `Look at this ${filteredWords[0]}`);
    expect(held.answer).toMatchObject({ status: 201, body: { isHeldForModeration: true } });
    const shown = await picturePost(member, 'A calm evening lip.');
    const ids = () => sectionsOf().then((sections) => sections.userImagePosts.items.map((post: { postId: string }) => post.postId));
    expect(await ids()).not.toContain(held.answer.body.userImagePost.postId);
    expect(await ids()).toContain(shown.answer.body.userImagePost.postId);
    const hidden = await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: shown.answer.body.userImagePost.postId } });
    expect(hidden.status).toBe(200);
    expect(await ids()).not.toContain(shown.answer.body.userImagePost.postId);

    await server().db.query("UPDATE images SET created_at = now() - interval '30 hours' WHERE image_id = $1", [shown.imageId]);
    expect((await uploadImage(server().url, member)).status).toBe(201);
    expect((await server().db.query('SELECT 1 FROM images WHERE image_id = $1', [shown.imageId])).length).toBe(1);
  });
});
