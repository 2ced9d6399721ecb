import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { aliasOf, follow, onboardedMember, profileIdOf, uploadImage } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('stories', (server) => {
  async function share(member: Partial<Identity>, description = 'A coral lip for summer.') {
    const { imageId } = (await uploadImage(server().url, member)).body as { imageId: string };
    const shared = await call(server().url, '/api/social/stories/create', { identity: member, body: { imageId, description } });
    expect(shared.status).toBe(201);
    return shared.body.story as { storyId: string; imageUrl: string; createdAt: string };
  }
  const feedStories = async (member: Partial<Identity>) => (await call(server().url, '/api/my/social/feed/stories', { identity: member })).body.profiles;
  const age = (storyId: string, hours: number) =>
    server().db.query(`UPDATE stories SET created_at = now() - make_interval(hours => $2) WHERE story_id = $1`, [storyId, hours]);

  test('a story is one of the member’s uploads with its description, shown on their profile for a day, oldest first', async () => {
    const member = await onboardedMember(server().url, 'Storyteller');
    const first = await share(member, 'Morning: a coral lip.');
    expect(first).toEqual({
      storyId: expect.any(String),
      imageUrl: expect.stringMatching(/^\/images\/social\/[0-9a-f-]{36}$/),
      width: 300,
      height: 400,
      description: 'Morning: a coral lip.',
      createdAt: expect.any(String),
      isOwn: true,
    });
    await age(first.storyId, 2);
    const second = await share(member, 'Evening: a deep red.');
    const profileId = await profileIdOf(server().url, member);
    const read = await call(server().url, `/api/social/profiles/${profileId}/stories`);
    expect(read.body.profiles).toHaveLength(1);
    expect(read.body.profiles[0].author).toMatchObject({ profileId, alias: aliasOf(member), displayName: 'Storyteller' });
    expect(read.body.profiles[0].stories.map((story: { storyId: string }) => story.storyId)).toEqual([first.storyId, second.storyId]);
    expect(read.body.profiles[0].stories.every((story: { isOwn: boolean }) => !story.isOwn)).toBe(true);
    // On the profile page too, the owner's own to delete.
    const page = (await call(server().url, `/page/social/profile/${aliasOf(member)}`, { identity: member })).body;
    expect(page.stories.map((story: { storyId: string; isOwn: boolean }) => [story.storyId, story.isOwn])).toEqual([[first.storyId, true], [second.storyId, true]]);

    // A day on, the first is gone from everywhere.
    await age(first.storyId, 25);
    expect((await call(server().url, `/api/social/profiles/${profileId}/stories`)).body.profiles[0].stories).toHaveLength(1);
    expect((await call(server().url, `/page/social/profile/${aliasOf(member)}`)).body.stories).toHaveLength(1);
  });

  test('the feed’s stories: the member’s own first, then the followed profiles’, the newest story first; not the unfollowed', async () => {
    const reader = await onboardedMember(server().url, 'Reader');
    const [early, late, stranger] = [await onboardedMember(server().url, 'Early'), await onboardedMember(server().url, 'Late'), await onboardedMember(server().url, 'Stranger')];
    for (const followed of [early, late]) await follow(server().url, reader, await profileIdOf(server().url, followed));
    const earlyStory = await share(early);
    await age(earlyStory.storyId, 3);
    await share(late);
    await share(stranger);
    const own = await share(reader);
    await age(own.storyId, 5);

    const profiles = await feedStories(reader);
    expect(profiles.map((profile: { author: { displayName: string } }) => profile.author.displayName)).toEqual(['Reader', 'Late', 'Early']);
    expect(profiles[0].stories[0]).toMatchObject({ storyId: own.storyId, isOwn: true });
    expect(profiles[1].stories[0].isOwn).toBe(false);
    // The feed page carries them, so its first paint shows them.
    expect((await call(server().url, '/page/social/feed', { identity: reader })).body.stories).toEqual(profiles);
    // Before onboarding: no stories, and no error.
    expect(await feedStories(aMember())).toEqual([]);
  });

  test('only one’s own upload becomes a story; bad input is refused and writes nothing', async () => {
    const owner = await onboardedMember(server().url);
    const other = await onboardedMember(server().url);
    const { imageId } = (await uploadImage(server().url, owner)).body as { imageId: string };
    const create = (member: Partial<Identity>, body: object) => call(server().url, '/api/social/stories/create', { identity: member, body });
    expect(await create(other, { imageId, description: 'A lip colour.' })).toMatchObject({ status: 404, body: { error: { code: 'unknown_image' } } });
    expect((await create(owner, { imageId: randomUUID(), description: 'A lip colour.' })).status).toBe(404);
    expect((await create(owner, { imageId, description: 'x'.repeat(201) })).status).toBe(400);
    expect((await create(owner, { imageId, description: 'two\nlines' })).status).toBe(400);
    expect((await create(owner, { imageId, description: '   ' })).status).toBe(400);
    expect((await create(owner, { imageId: 'nope', description: 'A lip colour.' })).status).toBe(400);
    expect(await create(aMember(), { imageId, description: 'A lip colour.' })).toMatchObject({ status: 409, body: { error: { code: 'social_profile_required' } } });
    expect((await create({}, { imageId, description: 'A lip colour.' })).status).toBe(401);
    expect((await server().db.query('SELECT 1 FROM stories WHERE image_id = $1', [imageId])).length).toBe(0);
  });

  test('its owner deletes a story, and its picture goes with it; anyone else is told there is no such story', async () => {
    const owner = await onboardedMember(server().url);
    const story = await share(owner);
    const imageId = story.imageUrl.split('/').at(-1);
    const remove = (member: Partial<Identity>) => call(server().url, `/api/social/stories/${story.storyId}/delete`, { identity: member, body: {} });
    expect(await remove(await onboardedMember(server().url))).toMatchObject({ status: 404, body: { error: { code: 'unknown_story' } } });
    expect((await remove(aMember())).status).toBe(404);
    expect(await remove(owner)).toEqual({ status: 200, body: { deleted: true } });
    expect((await remove(owner)).status).toBe(404);
    expect((await server().db.query('SELECT 1 FROM images WHERE image_id = $1', [imageId])).length).toBe(0);
  });

  test('a story’s picture is never cleared as unused, even after its day', async () => {
    const owner = await onboardedMember(server().url);
    const story = await share(owner);
    await age(story.storyId, 30);
    await server().db.query("UPDATE images SET created_at = now() - interval '30 hours' WHERE profile_id = $1", [await profileIdOf(server().url, owner)]);
    expect((await uploadImage(server().url, owner)).status).toBe(201);
    expect((await server().db.query('SELECT 1 FROM images WHERE image_id = $1', [story.imageUrl.split('/').at(-1)])).length).toBe(1);
  });

  test('an unknown profile’s stories are a 404; stories count against their own hourly limit', async () => {
    expect((await call(server().url, `/api/social/profiles/${randomUUID()}/stories`)).status).toBe(404);
    const member = await onboardedMember(server().url);
    const { imageId } = (await uploadImage(server().url, member)).body as { imageId: string };
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => call(server().url, '/api/social/stories/create', { identity: member, body: { imageId, description: 'A lip colour.' } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(201), 429]);
  });
});
