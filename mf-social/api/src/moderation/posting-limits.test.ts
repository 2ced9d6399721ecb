import type { Identity } from '@storefront/platform/server';
import { postingLimits } from '../../../contract/moderation';
import { lipMask } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend, identityHeaders } from '../testing/test-app';

const ask = (url: string, identity: Partial<Identity>, n: number) => askQuestion(url, identity, `Question number ${n} about it?`, lipMask.code);

describeOnEachBackend('per-member posting limits', (server) => {
  test(`${postingLimits.posts.count} posts an hour, also when sent at once: the next is a 429 saying when to try again`, async () => {
    const member = await onboardedMember(server().url);
    const room = postingLimits.posts.count;
    // Two fewer than the limit one after another, then four at once: exactly two of those fit.
    for (let n = 0; n < room - 2; n++) expect((await ask(server().url, member, n)).status).toBe(201);
    const atOnce = await Promise.all([0, 1, 2, 3].map((n) => ask(server().url, member, 100 + n)));
    expect(atOnce.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429]);
    const refused = atOnce.find((answer) => answer.status === 429)!;
    expect(refused.body.error.code).toBe('posting_limit');
    const [written] = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM posts p JOIN profiles a USING (profile_id) WHERE a.member_id = $1',
      [member.userId],
    );
    expect(written!.n).toBe(room);
    // Another member is not held back by this one.
    expect((await ask(server().url, await onboardedMember(server().url), 0)).status).toBe(201);
  });

  test('the refusal says when one more fits (Retry-After, within the hour)', async () => {
    const member = await onboardedMember(server().url);
    await server().db.query(
      `INSERT INTO posts (post_id, kind, profile_id, product_code, body, created_at)
       SELECT gen_random_uuid(), 'question', a.profile_id, $2, 'Earlier question?', now() - interval '50 minutes'
       FROM profiles a, generate_series(1, $3) WHERE a.member_id = $1`,
      [member.userId, lipMask.code, postingLimits.posts.count],
    );
    const response = await fetch(`${server().url}/api/social/posts/create`, {
      method: 'POST',
      headers: { ...identityHeaders(member), 'content-type': 'application/json' },
      body: JSON.stringify({ $type: 'question', productCode: lipMask.code, text: 'One too many questions?' }),
    });
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    // The oldest of the hour's posts leaves it in about ten minutes.
    expect(seconds).toBeGreaterThan(9 * 60);
    expect(seconds).toBeLessThanOrEqual(10 * 60);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/10 minutes/);
  });

  test(`${postingLimits.comments.count} comments an hour`, async () => {
    const asker = await onboardedMember(server().url);
    const { postId } = (await ask(server().url, asker, 0)).body.question;
    const member = await onboardedMember(server().url);
    for (let n = 0; n < postingLimits.comments.count; n++) {
      expect((await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: member, body: { text: `Answer ${n}` } })).status).toBe(201);
    }
    const refused = await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: member, body: { text: 'One more' } });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'posting_limit']);
    expect((await call(server().url, `/api/social/posts/${postId}/comments`)).body.totalCount).toBe(postingLimits.comments.count);
  });

  test(`${postingLimits.reports.count} reports an hour`, async () => {
    const reporter = aMember();
    const author = await onboardedMember(server().url);
    const posts: string[] = [];
    for (let n = 0; n <= postingLimits.reports.count; n++) {
      await server().db.query(
        `INSERT INTO posts (post_id, kind, profile_id, product_code, body) SELECT gen_random_uuid(), 'question', profile_id, $2, $3 FROM profiles WHERE member_id = $1`,
        [author.userId, lipMask.code, `Seeded question ${n}?`],
      );
    }
    for (const row of await server().db.query<{ post_id: string }>('SELECT post_id FROM posts p JOIN profiles a USING (profile_id) WHERE a.member_id = $1', [author.userId])) {
      posts.push(row.post_id);
    }
    const answers = [];
    for (const postId of posts) answers.push((await call(server().url, `/api/social/posts/${postId}/report`, { identity: reporter, body: { reason: 'spam' } })).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(postingLimits.reports.count);
    expect(answers.at(-1)).toBe(429);
  });
});
