import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { aliasOf, follow, onboardedMember, profileIdOf, uploadImage } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend, identityHeaders } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const moderation = '/api/admin/social/moderation';

describeOnEachBackend('moderators take down stories and profile pictures', (server) => {
  const url = () => server().url;
  const upload = async (member: Partial<Identity>) => ((await uploadImage(url(), member)).body as { imageId: string }).imageId;
  const imageStatus = async (path: string) => (await fetch(`${url()}${path}`, { headers: identityHeaders() })).status;
  const actions = (column: 'story_id' | 'profile_id', id: string) =>
    server().db.query<{ action: string; moderator_id: string }>(`SELECT action, moderator_id FROM moderation_actions WHERE ${column} = $1`, [id]);

  test('a hidden story leaves its profile, the feeds and the viewer for everyone, and its picture answers nothing; the action is kept', async () => {
    const teller = await onboardedMember(url(), 'Teller');
    const follower = await onboardedMember(url(), 'Follower');
    const profileId = await profileIdOf(url(), teller);
    await follow(url(), follower, profileId);
    const shared = await call(url(), '/api/social/stories/create', { identity: teller, body: { imageId: await upload(teller), description: 'Not for a shop.' } });
    const { storyId, imageUrl } = shared.body.story as { storyId: string; imageUrl: string };
    expect(await imageStatus(imageUrl)).toBe(200);

    const hidden = await call(url(), `${moderation}/hide-story`, { identity: admin, body: { storyId } });
    expect(hidden.body).toEqual({ removed: true });
    expect((await call(url(), `/api/social/profiles/${profileId}/stories`)).body.profiles).toEqual([]);
    expect((await call(url(), '/api/my/social/feed/stories', { identity: follower })).body.profiles).toEqual([]);
    expect((await call(url(), `/page/social/profile/${aliasOf(teller)}`, { identity: teller })).body.stories).toEqual([]);
    expect(await imageStatus(imageUrl)).toBe(404);
    expect(await actions('story_id', storyId)).toEqual([{ action: 'hide-story', moderator_id: admin.userId }]);
    // Again: nothing more to take down, and the record says so once more.
    expect((await call(url(), `${moderation}/hide-story`, { identity: admin, body: { storyId } })).body).toEqual({ removed: false });
    expect((await call(url(), `${moderation}/hide-story`, { identity: admin, body: { storyId: randomUUID() } })).body.error.code).toBe('unknown_story');
  });

  test('a profile’s picture or cover taken off it: the profile shows none, the picture is deleted, the action kept', async () => {
    const member = await onboardedMember(url(), 'Pictured');
    const profileId = await profileIdOf(url(), member);
    const commands = [
      { commandId: 'p', $type: 'SetSocialProfileImage', profileImageId: await upload(member) },
      { commandId: 'c', $type: 'SetSocialCoverImage', coverImageId: await upload(member) },
    ];
    await call(url(), '/api/my/social/profile/update', { identity: member, body: { commands } });
    const before = (await call(url(), `/page/social/profile/${aliasOf(member)}`)).body.profile;
    expect(before.profileImageUrl).toEqual(expect.any(String));

    const removed = await call(url(), `${moderation}/remove-profile-picture`, { identity: admin, body: { profileId, picture: 'profile' } });
    expect(removed.body).toEqual({ removed: true });
    const after = (await call(url(), `/page/social/profile/${aliasOf(member)}`)).body.profile;
    expect(after).toMatchObject({ profileImageUrl: null, coverImageUrl: before.coverImageUrl });
    expect(await imageStatus(before.profileImageUrl)).toBe(404);
    expect(await imageStatus(before.coverImageUrl)).toBe(200);
    expect((await call(url(), `${moderation}/remove-profile-picture`, { identity: admin, body: { profileId, picture: 'cover' } })).body).toEqual({ removed: true });
    expect((await call(url(), `/page/social/profile/${aliasOf(member)}`)).body.profile.coverImageUrl).toBeNull();
    expect((await actions('profile_id', profileId)).map((row) => row.action).sort()).toEqual(['remove-cover-picture', 'remove-profile-picture']);
    expect((await call(url(), `${moderation}/remove-profile-picture`, { identity: admin, body: { profileId: randomUUID(), picture: 'cover' } })).status).toBe(404);
  });

  test('only administrators: a member is refused, a visitor asked to log in, and nothing is taken down', async () => {
    const member = await onboardedMember(url(), 'Plain');
    const profileId = await profileIdOf(url(), member);
    const shared = await call(url(), '/api/social/stories/create', { identity: member, body: { imageId: await upload(member), description: 'Mine.' } });
    const storyId = shared.body.story.storyId as string;
    expect((await call(url(), `${moderation}/hide-story`, { identity: aMember(), body: { storyId } })).status).toBe(403);
    expect((await call(url(), `${moderation}/hide-story`, { body: { storyId } })).status).toBe(401);
    expect((await call(url(), `${moderation}/remove-profile-picture`, { identity: member, body: { profileId, picture: 'profile' } })).status).toBe(403);
    expect((await call(url(), `/api/social/profiles/${profileId}/stories`)).body.profiles).toHaveLength(1);
  });
});
