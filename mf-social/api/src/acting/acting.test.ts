import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { foundation } from '../testing/fake-catalog-products';
import { aliasOf, askQuestion, onboardedMember, profileIdOf, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const anAdmin = (): Partial<Identity> => ({ userId: randomUUID(), roles: ['admin'] });
const onBehalfOf = (profileId: string) => `SocialOnBehalfOf=${profileId}`;

describeOnEachBackend('writing as another profile (SocialOnBehalfOf) and impersonating one', (server) => {
  const url = () => server().url;

  async function sharedProfile(admin: Partial<Identity>, alias = `house-${randomUUID().slice(0, 8)}`) {
    const { status, body } = await call(url(), '/api/admin/social/shared-profiles/create', { identity: admin, body: { displayName: 'The Beauty Desk', alias } });
    expect(status).toBe(201);
    return body.profile.profileId as string;
  }

  const grant = (admin: Partial<Identity>, profileId: string, member: Partial<Identity>, action: 'grant' | 'revoke' = 'grant') =>
    call(url(), `/api/admin/social/profile-agents/${action}`, { identity: admin, body: { profileId, memberId: member.userId } });

  test('an agent of a shared profile writes as it with the cookie, and as themself without; the reads mark what it wrote as theirs', async () => {
    const admin = anAdmin();
    const desk = await sharedProfile(admin, 'beauty-desk');
    const agent = await onboardedMember(url(), 'Agnes Agent');
    const granted = await grant(admin, desk, agent);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ profile: { profileId: desk, alias: 'beauty-desk' }, agents: [{ memberId: agent.userId, grantedBy: admin.userId }] });

    const mine = await call(url(), '/api/my/social/profile', { identity: agent });
    expect(mine.body).toMatchObject({
      profile: { alias: aliasOf(agent) },
      authorizedProfiles: [{ profileId: desk, name: 'The Beauty Desk', alias: 'beauty-desk' }],
      onBehalfOf: null,
      isImpersonating: false,
    });
    const asDesk = await call(url(), '/api/my/social/profile', { identity: agent, cookie: onBehalfOf(desk) });
    expect(asDesk.body).toMatchObject({ profile: { profileId: desk, alias: 'beauty-desk' }, onBehalfOf: { profileId: desk }, isImpersonating: false });

    const written = await call(url(), '/api/social/posts/create', {
      identity: agent,
      cookie: onBehalfOf(desk),
      body: { $type: 'question', productCode: foundation.code, text: 'Which shade suits olive skin?' },
    });
    expect(written.status).toBe(201);
    expect(written.body.question.author).toMatchObject({ profileId: desk, alias: 'beauty-desk' });
    const ownQuestion = await askQuestion(url(), agent, 'And as myself: does it oxidise?');
    expect(ownQuestion.body.question.author.alias).toBe(aliasOf(agent));

    const review = await writeReview(url(), agent, { productCode: foundation.code, stars: 5 });
    expect(review.status).toBe(201);
    const sections = (cookie?: string) => call(url(), `/api/social/posts/pdp/${foundation.code}`, { identity: agent, ...(cookie && { cookie }) });
    expect((await sections()).body).toMatchObject({ myReviewId: review.body.review.postId, reviews: { items: [{ isOwn: true }] } });
    expect((await sections(onBehalfOf(desk))).body).toMatchObject({ myReviewId: null, reviews: { items: [{ isOwn: false }] } });

    // The shared profile's page is the agent's own while they act as it, and anyone's otherwise.
    expect((await call(url(), '/page/social/profile/beauty-desk', { identity: agent, cookie: onBehalfOf(desk) })).body.profile.isOwn).toBe(true);
    expect((await call(url(), '/page/social/profile/beauty-desk', { identity: agent })).body.profile.isOwn).toBe(false);
  });

  test('profile commands change the profile acted as; onboarding and direct messages stay the member’s own', async () => {
    const admin = anAdmin();
    const desk = await sharedProfile(admin);
    const agent = await onboardedMember(url(), 'Agnes Agent');
    await grant(admin, desk, agent);
    const changed = await call(url(), '/api/my/social/profile/update', {
      identity: agent,
      cookie: onBehalfOf(desk),
      body: { commands: [{ commandId: 'd', $type: 'SetSocialDescription', description: 'News from our editors' }] },
    });
    expect(changed.body.commandResponses).toEqual([{ commandId: 'd', success: true, profile: expect.objectContaining({ profileId: desk, description: 'News from our editors' }) }]);
    expect((await call(url(), '/api/my/social/profile', { identity: agent })).body.profile.description).toBe('');

    const friend = await onboardedMember(url(), 'Frida Friend');
    const invited = await call(url(), '/api/my/social/direct-messages/create-conversation-invitation', {
      identity: agent,
      cookie: onBehalfOf(desk),
      body: { profileId: await profileIdOf(url(), friend), text: 'Hello from me, not the desk' },
    });
    expect(invited.status).toBe(201);
    const pending = await call(url(), '/api/my/social/direct-messages/pending-conversation-invitations', { identity: friend });
    expect(JSON.stringify(pending.body)).toContain(aliasOf(agent));
    expect(JSON.stringify(pending.body)).not.toContain(desk);
  });

  test('a cookie naming a profile the member may not write as is refused on writes (403) and ignored on reads; struck off, an agent is refused', async () => {
    const admin = anAdmin();
    const desk = await sharedProfile(admin);
    const stranger = await onboardedMember(url(), 'Sam Stranger');
    const refused = await call(url(), '/api/social/posts/create', {
      identity: stranger,
      cookie: onBehalfOf(desk),
      body: { $type: 'question', productCode: foundation.code, text: 'Pretending to be the desk' },
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'not_authorized_for_profile' } } });
    // Told once, the member writes as themself: the refusal takes the cookie away, and so does their profile's read.
    expect(String(refused.setCookies)).toMatch(/^SocialOnBehalfOf=; Path=\/; Expires=Thu, 01 Jan 1970/);
    const read = await call(url(), '/api/my/social/profile', { identity: stranger, cookie: onBehalfOf(desk) });
    expect(read.body).toMatchObject({ profile: { alias: aliasOf(stranger) }, onBehalfOf: null });
    expect(String(read.setCookies)).toMatch(/^SocialOnBehalfOf=;/);
    expect((await call(url(), '/api/my/social/profile', { identity: stranger })).setCookies).toBeUndefined();
    const strangerId = await profileIdOf(url(), stranger);
    expect((await call(url(), `/api/my/social/${strangerId}/follow`, { identity: stranger, cookie: onBehalfOf(desk), body: {} })).status).toBe(403);

    const agent = await onboardedMember(url());
    await grant(admin, desk, agent);
    expect((await askQuestion(url(), agent, 'Still allowed to ask as myself?')).status).toBe(201);
    const revoked = await grant(admin, desk, agent, 'revoke');
    expect(revoked.body.agents).toEqual([]);
    const afterRevoke = await call(url(), '/api/social/posts/create', {
      identity: agent,
      cookie: onBehalfOf(desk),
      body: { $type: 'question', productCode: foundation.code, text: 'No longer the desk, so this is refused' },
    });
    expect(afterRevoke.status).toBe(403);
    // Their own id in the cookie is themself.
    expect((await call(url(), '/api/social/posts/create', {
      identity: agent,
      cookie: onBehalfOf(await profileIdOf(url(), agent)),
      body: { $type: 'question', productCode: foundation.code, text: 'Simply me, with my own id in the cookie' },
    })).status).toBe(201);
  });

  test('an administrator impersonates a profile until they stop: the cookie is set and cleared, and each time is kept', async () => {
    const admin = anAdmin();
    const anna = await onboardedMember(url(), 'Anna Author');
    const annaId = await profileIdOf(url(), anna);
    const started = await call(url(), '/api/my/social/profile/impersonate', { identity: admin, body: { profileId: annaId } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ profile: { profileId: annaId }, onBehalfOf: { profileId: annaId, name: 'Anna Author' }, isImpersonating: true });
    expect(String(started.setCookies)).toMatch(new RegExp(`SocialOnBehalfOf=${annaId}; Path=/; SameSite=Lax`));

    const fixed = await call(url(), '/api/social/posts/create', {
      identity: admin,
      cookie: onBehalfOf(annaId),
      body: { $type: 'question', productCode: foundation.code, text: 'Written by support for Anna' },
    });
    expect(fixed.body.question.author.profileId).toBe(annaId);

    const stopped = await call(url(), '/api/my/social/profile/stop-impersonate', { identity: admin, cookie: onBehalfOf(annaId), body: {} });
    expect(stopped.body).toMatchObject({ profile: null, onBehalfOf: null, isImpersonating: false });
    expect(String(stopped.setCookies)).toMatch(/SocialOnBehalfOf=; Path=\/; Expires=Thu, 01 Jan 1970/);
    const afterStop = await call(url(), '/api/social/posts/create', {
      identity: admin,
      cookie: onBehalfOf(annaId),
      body: { $type: 'question', productCode: foundation.code, text: 'Too late: the impersonation has stopped' },
    });
    expect(afterStop.status).toBe(403);
    const kept = await server().db.query<{ admin_member_id: string; stopped: boolean }>(
      'SELECT admin_member_id, stopped_at IS NOT NULL AS stopped FROM profile_impersonations WHERE profile_id = $1',
      [annaId],
    );
    expect(kept).toEqual([{ admin_member_id: admin.userId, stopped: true }]);
  });

  test('impersonation is for administrators not acting as a customer; an unknown or own profile is refused', async () => {
    const anna = await profileIdOf(url(), await onboardedMember(url()));
    const member = await onboardedMember(url());
    expect((await call(url(), '/api/my/social/profile/impersonate', { identity: member, body: { profileId: anna } })).status).toBe(403);
    expect((await call(url(), '/api/my/social/profile/impersonate', { body: { profileId: anna } })).status).toBe(401);
    const actingAsCustomer = { userId: randomUUID(), impersonatorId: randomUUID(), roles: ['admin' as const] };
    expect((await call(url(), '/api/my/social/profile/impersonate', { identity: actingAsCustomer, body: { profileId: anna } })).body.error.code).toBe(
      'impersonating_customer',
    );
    const admin = { ...(await onboardedMember(url())), roles: ['admin' as const] };
    expect((await call(url(), '/api/my/social/profile/impersonate', { identity: admin, body: { profileId: randomUUID() } })).status).toBe(404);
    const own = await profileIdOf(url(), admin);
    expect((await call(url(), '/api/my/social/profile/impersonate', { identity: admin, body: { profileId: own } })).body.error.code).toBe('own_profile');
    expect((await call(url(), '/api/my/social/profile/impersonate', { identity: admin, body: { profileId: 'not-an-id' } })).status).toBe(400);
  });

  test('one impersonation at a time: a second replaces the first', async () => {
    const admin = anAdmin();
    const [first, second] = [await profileIdOf(url(), await onboardedMember(url())), await profileIdOf(url(), await onboardedMember(url()))];
    await call(url(), '/api/my/social/profile/impersonate', { identity: admin, body: { profileId: first } });
    await call(url(), '/api/my/social/profile/impersonate', { identity: admin, body: { profileId: second } });
    const open = await server().db.query<{ profile_id: string }>(
      'SELECT profile_id FROM profile_impersonations WHERE admin_member_id = $1 AND stopped_at IS NULL',
      [admin.userId],
    );
    expect(open).toEqual([{ profile_id: second }]);
    expect((await call(url(), '/api/my/social/profile', { identity: admin, cookie: onBehalfOf(first) })).body.onBehalfOf).toBeNull();
  });

  test('shared profiles and agents: administrators only; a taken or invalid alias, an unknown profile and a member’s own are refused', async () => {
    const admin = anAdmin();
    const member = aMember();
    const create = (identity: Partial<Identity>, alias: string) =>
      call(url(), '/api/admin/social/shared-profiles/create', { identity, body: { displayName: 'Brand', alias } });
    expect((await create(member, 'brand-x')).status).toBe(403);
    expect((await create(admin, 'brand x!')).body.error.code).toBe('invalid_alias');
    const taken = await onboardedMember(url());
    expect((await create(admin, aliasOf(taken).toUpperCase())).body.error.code).toBe('unavailable_alias');
    const desk = await sharedProfile(admin);
    expect((await call(url(), `/api/admin/social/profile-agents?profileId=${desk}`, { identity: member })).status).toBe(403);
    expect((await call(url(), `/api/admin/social/profile-agents?profileId=${randomUUID()}`, { identity: admin })).status).toBe(404);
    expect((await grant(admin, randomUUID(), member)).status).toBe(404);
    expect((await grant(admin, await profileIdOf(url(), taken), taken)).body.error.code).toBe('own_profile');
    await grant(admin, desk, member);
    await grant(admin, desk, member);
    expect((await call(url(), `/api/admin/social/profile-agents?profileId=${desk}`, { identity: admin })).body.agents).toHaveLength(1);
  });
});
