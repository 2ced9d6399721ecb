import { fakeHttp, settle } from '../testing/fake-http';
import { aProfile } from '../testing/fixtures';
import { createMyProfileStore, OnboardingRefused } from './my-profile-store';
import { activateMySocialProfile, commandResponseOf } from './profile-requests';

const profilePath = '/api/my/social/profile';
const updatePath = '/api/my/social/profile/update';

function aStore() {
  const fake = fakeHttp();
  return { store: createMyProfileStore({ http: fake.http }), ...fake };
}

async function activating(store: ReturnType<typeof aStore>['store'], last: ReturnType<typeof aStore>['last'], answer: (commandId: string) => unknown) {
  const activation = store.activate({ displayName: 'Me Too', alias: 'me.too' });
  const update = last(updatePath);
  const { commands } = update.body as { commands: { commandId: string }[] };
  update.answer(answer(commands[0]!.commandId));
  return activation;
}

describe('my social profile', () => {
  test('is asked for once; null before onboarding', async () => {
    const { store, sentTo, last } = aStore();
    const first = store.ensureLoaded();
    const second = store.ensureLoaded();
    expect(store.getState().status).toBe('loading');
    last(profilePath).answer({ profile: null });
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(await store.ensureLoaded()).toBeNull();
    expect(store.getState().status).toBe('none');
    expect(sentTo(profilePath)).toHaveLength(1);
  });

  test('a failed ask can be made again', async () => {
    const { store, sentTo, last } = aStore();
    const first = store.ensureLoaded();
    last(profilePath).fail(500);
    await expect(first).rejects.toThrow();
    expect(store.getState().status).toBe('unknown');
    const again = store.ensureLoaded();
    last(profilePath).answer({ profile: aProfile() });
    expect(await again).toEqual(aProfile());
    expect(sentTo(profilePath)).toHaveLength(2);
  });

  test('onboarding sends ActivateMySocialProfile with a command id and keeps the profile of its answer', async () => {
    const { store, last } = aStore();
    const profile = await activating(store, last, (commandId) => ({ commandResponses: [{ commandId, success: true, profile: aProfile() }] }));
    expect(profile).toEqual(aProfile());
    expect(last(updatePath).body).toEqual({
      commands: [{ commandId: expect.any(String), $type: 'ActivateMySocialProfile', displayName: 'Me Too', alias: 'me.too' }],
    });
    expect(store.getState()).toEqual({ status: 'active', profile: aProfile() });
  });

  test.each([
    ['unavailableAlias', 'unavailableAlias'],
    ['invalidAlias', 'invalidAlias'],
    ['noProfile', 'unknown'],
    [undefined, 'unknown'],
  ])('a refusal with result type %s is refused as %s', async (resultType, refusal) => {
    const { store, last } = aStore();
    const activation = activating(store, last, (commandId) => ({ commandResponses: [{ commandId, success: false, resultType }] }));
    await expect(activation).rejects.toEqual(new OnboardingRefused(refusal as 'unknown'));
    expect(store.getState().status).toBe('unknown');
  });

  test('already onboarded (another tab): the profile is asked for', async () => {
    const { store, last } = aStore();
    const activation = activating(store, last, (commandId) => ({ commandResponses: [{ commandId, success: false, resultType: 'alreadyActivated' }] }));
    await settle();
    last(profilePath).answer({ profile: aProfile() });
    expect(await activation).toEqual(aProfile());
  });

  test("an answer without the command's response is the error 'Cannot find command response'", async () => {
    expect(() => commandResponseOf({ commandResponses: [{ commandId: 'other', success: true }] }, 'mine')).toThrow('Cannot find command response');
    const { http, last } = fakeHttp();
    const activation = activateMySocialProfile(http, { displayName: 'Me', alias: 'me' }, 'command-1');
    last(updatePath).answer({ commandResponses: [] });
    await expect(activation).rejects.toThrow('Cannot find command response');
  });
});
