import { randomUUID } from 'node:crypto';
import { aliasOf, follow, onboardedMember, profileIdOf } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('follows of profiles', (server) => {
  test('a member follows a profile once however often they ask, and stops; the profile page counts both ways', async () => {
    const fan = await onboardedMember(server().url, 'Fan');
    const star = await onboardedMember(server().url, 'Star');
    const starId = await profileIdOf(server().url, star);

    expect(await follow(server().url, fan, starId)).toEqual({ status: 200, body: { isFollowing: true, followerCount: 1 } });
    expect((await follow(server().url, fan, starId)).body).toEqual({ isFollowing: true, followerCount: 1 });
    const page = (await call(server().url, `/page/social/profile/${aliasOf(star)}`, { identity: fan })).body;
    expect(page.profile).toMatchObject({ followerCount: 1, followingCount: 0, isFollowedByReader: true, isOwn: false });
    const fanPage = (await call(server().url, `/page/social/profile/${aliasOf(fan)}`)).body;
    expect(fanPage.profile).toMatchObject({ followerCount: 0, followingCount: 1, isFollowedByReader: false });
    expect((await call(server().url, '/api/my/social/following/ids', { identity: fan })).body).toEqual({ profileIds: [starId] });

    expect(await follow(server().url, fan, starId, 'unfollow')).toEqual({ status: 200, body: { isFollowing: false, followerCount: 0 } });
    expect((await follow(server().url, fan, starId, 'unfollow')).body).toEqual({ isFollowing: false, followerCount: 0 });
    expect((await call(server().url, `/page/social/profile/${aliasOf(star)}`, { identity: fan })).body.profile).toMatchObject({ followerCount: 0, isFollowedByReader: false });
    expect((await call(server().url, '/api/my/social/following/ids', { identity: fan })).body).toEqual({ profileIds: [] });
  });

  test('twenty follows at once from one member make one follow', async () => {
    const fan = await onboardedMember(server().url);
    const starId = await profileIdOf(server().url, await onboardedMember(server().url));
    const answers = await Promise.all(Array.from({ length: 20 }, () => follow(server().url, fan, starId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await server().db.query('SELECT 1 FROM profile_follows WHERE followed_id = $1', [starId])).length).toBe(1);
  });

  test('following oneself, an unknown profile or without a profile is refused and changes nothing; a visitor must log in', async () => {
    const member = await onboardedMember(server().url);
    const ownId = await profileIdOf(server().url, member);
    expect(await follow(server().url, member, ownId)).toMatchObject({ status: 400, body: { error: { code: 'own_profile' } } });
    expect(await follow(server().url, member, randomUUID())).toMatchObject({ status: 404, body: { error: { code: 'unknown_profile' } } });
    expect((await follow(server().url, member, 'not-a-profile')).status).toBe(400);
    const starId = await profileIdOf(server().url, await onboardedMember(server().url));
    expect(await follow(server().url, aMember(), starId)).toMatchObject({ status: 409, body: { error: { code: 'social_profile_required' } } });
    expect((await follow(server().url, {}, starId)).status).toBe(401);
    expect((await server().db.query('SELECT 1 FROM profile_follows WHERE followed_id = ANY($1::uuid[])', [[ownId, starId]])).length).toBe(0);
  });

  test('followers and following page on, newest follow first, 10 at a time, each marked whether the reader follows it', async () => {
    const star = await onboardedMember(server().url, 'Star');
    const starId = await profileIdOf(server().url, star);
    const fans = [];
    for (let n = 0; n < 12; n++) {
      const fan = await onboardedMember(server().url, `Fan ${n}`);
      await follow(server().url, fan, starId);
      fans.push(fan);
    }
    // The star follows back the last fan.
    const lastFanId = await profileIdOf(server().url, fans[11]!);
    await follow(server().url, star, lastFanId);

    const first = await call(server().url, `/api/social/profiles/${starId}/followers`, { identity: star });
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(12);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toEqual({ profileId: lastFanId, alias: aliasOf(fans[11]!), displayName: 'Fan 11', profileImageUrl: null, isFollowedByReader: true, isReader: false });
    expect(first.body.items.slice(1).every((item: { isFollowedByReader: boolean }) => !item.isFollowedByReader)).toBe(true);
    const next = await call(server().url, `/api/social/profiles/${starId}/followers?from=${first.body.nextFrom}`);
    expect(next.body.items.map((item: { displayName: string }) => item.displayName)).toEqual(['Fan 1', 'Fan 0']);
    expect(next.body.nextFrom).toBeNull();

    // The fan's own lists, and the star's following seen by that fan (who is the reader there).
    const mine = await call(server().url, '/api/my/social/followers/users', { identity: fans[11]! });
    expect(mine.body).toEqual({ items: [expect.objectContaining({ profileId: starId, displayName: 'Star', isFollowedByReader: true })], nextFrom: null, totalCount: 1 });
    expect((await call(server().url, '/api/my/social/following/users', { identity: fans[0]! })).body.items).toEqual([expect.objectContaining({ profileId: starId })]);
    expect((await call(server().url, `/api/social/profiles/${starId}/following`, { identity: fans[11]! })).body.items).toEqual([
      expect.objectContaining({ profileId: lastFanId, isReader: true, isFollowedByReader: false }),
    ]);
    // A member before onboarding follows nobody and has no followers.
    expect((await call(server().url, '/api/my/social/following/users', { identity: aMember() })).body).toEqual({ items: [], nextFrom: null, totalCount: 0 });
  });

  test('an unknown profile’s lists are a 404; what is not a cursor or a count of 1 to 10 is a 400', async () => {
    expect((await call(server().url, `/api/social/profiles/${randomUUID()}/followers`)).status).toBe(404);
    const starId = await profileIdOf(server().url, await onboardedMember(server().url));
    expect((await call(server().url, `/api/social/profiles/${starId}/following?from=nonsense`)).status).toBe(400);
    expect((await call(server().url, `/api/social/profiles/${starId}/followers?count=11`)).status).toBe(400);
    expect((await call(server().url, '/api/my/social/followers/users?count=0', { identity: aMember() })).status).toBe(400);
  });
});
