import { randomUUID } from 'node:crypto';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember, writeReview } from '../testing/social-steps';
import { call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const aliasOf = (member: { userId?: string | null }) => `m-${member.userId!.slice(0, 8)}`;

describeOnEachBackend('a member’s social profile page', (server) => {
  test('who they are and what they wrote, newest first, with the products from the catalog; hidden posts are not there', async () => {
    const member = await onboardedMember(server().url, 'Profile Pia');
    const review = (await writeReview(server().url, member, { productCode: lipMask.code, stars: 4, title: 'Soft lips' })).body.review;
    const question = (await askQuestion(server().url, member, 'Does it suit dry skin?')).body.question;
    const hidden = (await askQuestion(server().url, member, 'A question a moderator hides?')).body.question;
    await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: hidden.postId } });

    const { status, body } = await call(server().url, `/page/social/profile/${aliasOf(member).toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      componentName: 'SocialProfilePageViewModel',
      url: `/social/profile/${aliasOf(member)}`,
      meta: { title: `Profile Pia (@${aliasOf(member)}) | Beauty Store` },
      profile: { alias: aliasOf(member), displayName: 'Profile Pia', reviewCount: 1, questionCount: 1, isOwn: false },
      activity: { totalCount: 2, nextFrom: null },
    });
    expect(body.activity.items).toEqual([
      expect.objectContaining({ postId: question.postId, kind: 'question', text: 'Does it suit dry skin?', answerCount: 0, product: { code: foundation.code, name: foundation.name, brandName: foundation.brandName, url: foundation.url, imageUrl: foundation.imageUrl }, products: [] }),
      expect.objectContaining({ postId: review.postId, kind: 'review', stars: 4, title: 'Soft lips', product: expect.objectContaining({ name: lipMask.name }) }),
    ]);
    // The member sees it as their own.
    expect((await call(server().url, `/page/social/profile/${aliasOf(member)}`, { identity: member })).body.profile.isOwn).toBe(true);
    expect((await call(server().url, `/page/social/profile/${aliasOf(member)}?_fallback=1`)).body.fallback.headings[0]).toEqual({ level: 1, text: `Profile Pia (@${aliasOf(member)})` });
  });

  test('the activity pages on with a cursor, 10 at a time, to the last post', async () => {
    const member = await onboardedMember(server().url);
    for (let n = 0; n < 8; n++) await askQuestion(server().url, member, `Question number ${n} here?`);
    await writeReview(server().url, member, { productCode: lipMask.code, stars: 5 });
    await writeReview(server().url, member, { productCode: foundation.code, stars: 3 });
    // Two more than an hour's posting limit lets a member write: earlier ones.
    await server().db.query(
      `INSERT INTO posts (post_id, kind, profile_id, product_code, body, created_at)
       SELECT gen_random_uuid(), 'question', profile_id, $2, 'An earlier question?', now() - interval '2 days' FROM profiles, generate_series(1, 2)
       WHERE member_id = $1`,
      [member.userId, lipMask.code],
    );
    const page = (await call(server().url, `/page/social/profile/${aliasOf(member)}`)).body;
    expect(page.activity.items).toHaveLength(10);
    expect(page.activity.totalCount).toBe(12);
    const next = await call(server().url, `/api/social/${page.profile.profileId}/activity?from=${page.activity.nextFrom}`);
    expect(next.status).toBe(200);
    expect(next.body.items).toHaveLength(2);
    expect(next.body.nextFrom).toBeNull();
    const all = [...page.activity.items, ...next.body.items].map((post: { postId: string }) => post.postId);
    expect(new Set(all).size).toBe(12);
  });

  test('a catalog that does not answer leaves the posts without their products, and the page still shows', async () => {
    const member = await onboardedMember(server().url);
    await askQuestion(server().url, member, 'Is the catalog there?');
    server().catalog.down = true;
    try {
      const { status, body } = await call(server().url, `/page/social/profile/${aliasOf(member)}`);
      expect(status).toBe(200);
      expect(body.activity.items[0].product).toBeNull();
    } finally {
      server().catalog.down = false;
    }
  });

  test('an unknown alias or profile is a 404; what is not an alias or a cursor is a 400', async () => {
    expect((await call(server().url, '/page/social/profile/nobody-here')).status).toBe(404);
    expect((await call(server().url, `/api/social/${randomUUID()}/activity`)).status).toBe(404);
    expect((await call(server().url, '/page/social/profile/no%20spaces')).status).toBe(400);
    const member = await onboardedMember(server().url);
    const { profileId } = (await call(server().url, `/page/social/profile/${aliasOf(member)}`)).body.profile;
    expect((await call(server().url, `/api/social/${profileId}/activity?from=nonsense`)).status).toBe(400);
    expect((await call(server().url, `/api/social/${profileId}/activity?count=11`)).status).toBe(400);
  });
});
