import { follow, onboardedMember, profileIdOf } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

/** A member before onboarding, acting for no other profile. */
const noProfile = { profile: null, authorizedProfiles: [], onBehalfOf: null, isImpersonating: false };

const activate = (alias: string, displayName = 'Anna') => ({ commands: [{ commandId: 'c1', $type: 'ActivateMySocialProfile', displayName, alias }] });

describeOnEachBackend('the member’s social profile', (server) => {
  test('a member has no profile until onboarding, then the one they chose', async () => {
    const member = aMember();
    expect((await call(server().url, '/api/my/social/profile', { identity: member })).body).toEqual(noProfile);
    const { status, body } = await call(server().url, '/api/my/social/profile/update', { identity: member, body: activate('anna.k_1', 'Anna K') });
    expect(status).toBe(200);
    expect(body.commandResponses).toEqual([{ commandId: 'c1', success: true, profile: expect.objectContaining({ alias: 'anna.k_1', displayName: 'Anna K', description: '' }) }]);
    expect((await call(server().url, '/api/my/social/profile', { identity: member })).body.profile).toEqual(body.commandResponses[0].profile);
  });

  test('an alias another profile has, in any case, is unavailable; an alias outside the pattern is invalid', async () => {
    await call(server().url, '/api/my/social/profile/update', { identity: aMember(), body: activate('Taken') });
    const member = aMember();
    const taken = await call(server().url, '/api/my/social/profile/update', { identity: member, body: activate('taken') });
    expect(taken.body.commandResponses).toEqual([{ commandId: 'c1', success: false, resultType: 'unavailableAlias' }]);
    const invalid = await call(server().url, '/api/my/social/profile/update', { identity: member, body: activate('anna k!') });
    expect(invalid.body.commandResponses).toEqual([{ commandId: 'c1', success: false, resultType: 'invalidAlias' }]);
    expect((await call(server().url, '/api/my/social/profile', { identity: member })).body).toEqual(noProfile);
  });

  test('commands run in order, each answered by its id; a second activation is refused', async () => {
    const member = aMember();
    const { body } = await call(server().url, '/api/my/social/profile/update', {
      identity: member,
      body: {
        commands: [
          { commandId: 'before', $type: 'SetSocialDescription', description: 'Too early' },
          { commandId: 'a', $type: 'ActivateMySocialProfile', displayName: 'Bo', alias: 'bo' },
          { commandId: 'b', $type: 'SetSocialDescription', description: 'Skincare nerd' },
          { commandId: 'c', $type: 'ActivateMySocialProfile', displayName: 'Bo again', alias: 'bo2' },
        ],
      },
    });
    expect(body.commandResponses.map((response: { commandId: string; success: boolean; resultType?: string }) => [response.commandId, response.success, response.resultType])).toEqual([
      ['before', false, 'noProfile'],
      ['a', true, undefined],
      ['b', true, undefined],
      ['c', false, 'alreadyActivated'],
    ]);
    expect(body.commandResponses[2].profile).toMatchObject({ alias: 'bo', description: 'Skincare nerd' });
  });

  test('the member’s own profile page: none before onboarding, then theirs with its follows counted; members only', async () => {
    const member = aMember();
    const before = await call(server().url, '/page/social/my-profile', { identity: { ...member, culture: 'de-DE' } });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      componentName: 'MySocialProfilePageViewModel',
      url: '/social/my-profile',
      meta: { title: 'Dein Community-Profil | Beauty Store', robots: 'noindex' },
      profile: null,
      followerCount: 0,
      followingCount: 0,
    });
    await call(server().url, '/api/my/social/profile/update', { identity: member, body: activate(`own-${member.userId!.slice(0, 8)}`, 'Own Olga') });
    const fan = await onboardedMember(server().url);
    await follow(server().url, fan, await profileIdOf(server().url, member));
    const after = (await call(server().url, '/page/social/my-profile', { identity: member })).body;
    expect(after).toMatchObject({ profile: { displayName: 'Own Olga', alias: `own-${member.userId!.slice(0, 8)}` }, followerCount: 1, followingCount: 0 });
    expect((await call(server().url, '/page/social/my-profile')).status).toBe(401);
  });

  test('visitors are refused; a command of an unknown type or an empty display name is a 400', async () => {
    expect((await call(server().url, '/api/my/social/profile')).status).toBe(401);
    expect((await call(server().url, '/api/my/social/profile/update', { body: activate('visitor') })).status).toBe(401);
    const member = aMember();
    expect((await call(server().url, '/api/my/social/profile/update', { identity: member, body: { commands: [{ commandId: 'x', $type: 'DeleteEverything' }] } })).status).toBe(400);
    expect((await call(server().url, '/api/my/social/profile/update', { identity: member, body: activate('fine', '  ') })).status).toBe(400);
    expect((await call(server().url, '/api/my/social/profile', { identity: member })).body).toEqual(noProfile);
  });
});
