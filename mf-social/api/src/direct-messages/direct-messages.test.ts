import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { postingLimits } from '../../../contract/moderation';
import { deliverNotificationEvents, type SocialEvent } from '../notifications/notification-publisher';
import { aliasOf, onboardedMember, profileIdOf } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const directMessages = '/api/my/social/direct-messages';

describeOnEachBackend('direct messages', (server) => {
  const url = () => server().url;
  const invite = (member: Partial<Identity>, profileId: string, text: string) =>
    call(url(), `${directMessages}/create-conversation-invitation`, { identity: member, body: { profileId, text } });
  const send = (member: Partial<Identity>, conversationId: string, text: string) => call(url(), `${directMessages}/send-message`, { identity: member, body: { conversationId, text } });
  const answer = (member: Partial<Identity>, conversationId: string, how: 'accept' | 'decline') =>
    call(url(), `${directMessages}/${how}-invitation`, { identity: member, body: { conversationId } });
  const conversations = (member: Partial<Identity>, query = '') => call(url(), `${directMessages}/conversations${query}`, { identity: member });
  const invitations = (member: Partial<Identity>) => call(url(), `${directMessages}/pending-conversation-invitations`, { identity: member });
  const messages = (member: Partial<Identity>, conversationId: string, query = '') => call(url(), `${directMessages}/${conversationId}/messages${query}`, { identity: member });
  const textsOf = (page: { items: { text: string }[] }) => page.items.map((message) => message.text);
  const eventsOf = async (member: Partial<Identity>) =>
    (await server().db.query<{ kind: string }>('SELECT kind FROM notification_events WHERE recipient_member_id = $1 ORDER BY created_at, kind', [member.userId])).map(
      (row) => row.kind,
    );

  async function twoMembers() {
    const anna = await onboardedMember(url(), 'Anna');
    const bo = await onboardedMember(url(), 'Bo');
    return { anna, bo, annaId: await profileIdOf(url(), anna), boId: await profileIdOf(url(), bo) };
  }

  test('an invitation waits for its answer; accepted, both write, each is told once per unread run, and reading reads it', async () => {
    const { anna, bo, annaId, boId } = await twoMembers();
    const invited = await invite(anna, boId, 'Hi Bo, where did you buy that palette?');
    expect(invited.status).toBe(201);
    const conversationId = invited.body.conversation.conversationId as string;
    expect(invited.body).toEqual({
      conversation: {
        conversationId,
        with: expect.objectContaining({ profileId: boId, displayName: 'Bo' }),
        state: 'awaiting-answer',
        lastMessage: { messageId: expect.any(String), authorProfileId: annaId, text: 'Hi Bo, where did you buy that palette?', sentAt: expect.any(String) },
        unreadCount: 0,
      },
      message: invited.body.conversation.lastMessage,
    });

    // Anna waits: she writes nothing more until Bo answers. Bo sees the invitation, not yet a conversation.
    expect((await send(anna, conversationId, 'Hello?')).body.error.code).toBe('invitation_pending');
    expect((await invite(anna, boId, 'Hello again?')).status).toBe(409);
    expect((await conversations(anna)).body).toMatchObject({ totalCount: 1, items: [{ conversationId, state: 'awaiting-answer' }] });
    expect((await conversations(bo)).body).toEqual({ items: [], nextFrom: null, totalCount: 0 });
    expect((await invitations(bo)).body).toMatchObject({ totalCount: 1, items: [{ conversationId, state: 'invited', unreadCount: 1, with: { profileId: annaId } }] });
    expect(await eventsOf(bo)).toEqual(['message-invitation']);

    expect((await answer(bo, conversationId, 'accept')).body).toMatchObject({ conversationId, state: 'accepted' });
    expect((await answer(bo, conversationId, 'accept')).body.state).toBe('accepted');
    expect((await invitations(bo)).body.totalCount).toBe(0);
    expect((await send(bo, conversationId, 'At the shop in Malmö!')).status).toBe(201);
    expect((await send(anna, conversationId, 'Thank you!')).status).toBe(201);
    expect((await send(anna, conversationId, 'I will go there on Saturday.')).status).toBe(201);

    // Bo has two unread and was told once of them; reading the newest page reads them.
    expect((await conversations(bo)).body.items[0]).toMatchObject({ state: 'accepted', unreadCount: 2, lastMessage: { text: 'I will go there on Saturday.', authorProfileId: annaId } });
    expect(await eventsOf(bo)).toEqual(['message-invitation', 'direct-message']);
    expect(await eventsOf(anna)).toEqual(['direct-message']);
    const read = (await messages(bo, conversationId)).body;
    expect(textsOf(read)).toEqual(['I will go there on Saturday.', 'Thank you!', 'At the shop in Malmö!', 'Hi Bo, where did you buy that palette?']);
    expect(read).toMatchObject({ totalCount: 4, nextFrom: null, conversation: { unreadCount: 0, state: 'accepted' } });
    expect((await conversations(bo)).body.items[0].unreadCount).toBe(0);
    // Another message after reading: told again.
    await send(anna, conversationId, 'See you!');
    expect(await eventsOf(bo)).toEqual(['message-invitation', 'direct-message', 'direct-message']);
  });

  test('two profiles have one conversation: inviting back accepts, also when both invite at once', async () => {
    const { anna, bo, boId, annaId } = await twoMembers();
    const [fromAnna, fromBo] = await Promise.all([invite(anna, boId, 'Hi from Anna'), invite(bo, annaId, 'Hi from Bo')]);
    expect([fromAnna.status, fromBo.status]).toEqual([201, 201]);
    expect(fromAnna.body.conversation.conversationId).toBe(fromBo.body.conversation.conversationId);
    const [row] = await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations WHERE $1 IN (invited_by, invitee)', [annaId]);
    expect(row?.n).toBe(1);
    // The later of the two answered the earlier's invitation: both write now.
    expect((await conversations(anna)).body.items[0].state).toBe('accepted');
    expect((await conversations(bo)).body.items[0].state).toBe('accepted');
    expect(textsOf((await messages(anna, fromAnna.body.conversation.conversationId)).body).sort()).toEqual(['Hi from Anna', 'Hi from Bo']);
  });

  test('a declined invitation leaves the list, the inviter is not told and still waits; answering it later accepts it', async () => {
    const { anna, bo, boId } = await twoMembers();
    const conversationId = (await invite(anna, boId, 'Want to swap samples?')).body.conversation.conversationId as string;
    expect((await answer(bo, conversationId, 'decline')).body.state).toBe('declined');
    expect((await invitations(bo)).body.totalCount).toBe(0);
    expect((await conversations(anna)).body.items[0].state).toBe('awaiting-answer');
    expect((await send(anna, conversationId, 'Please?')).body.error.code).toBe('invitation_pending');
    // Bo changes his mind: writing accepts it.
    expect((await send(bo, conversationId, 'Sorry, yes!')).status).toBe(201);
    expect((await conversations(anna)).body.items[0]).toMatchObject({ state: 'accepted', unreadCount: 1 });
    // Once accepted, a decline changes nothing.
    expect((await answer(bo, conversationId, 'decline')).body.state).toBe('accepted');
  });

  test('a conversation is its two profiles’ only: others, and the inviter answering their own invitation, find nothing', async () => {
    const { anna, bo, boId } = await twoMembers();
    const conversationId = (await invite(anna, boId, 'Just us two')).body.conversation.conversationId as string;
    const eve = await onboardedMember(url(), 'Eve');
    for (const attempt of [messages(eve, conversationId), send(eve, conversationId, 'Me too'), answer(eve, conversationId, 'accept'), answer(anna, conversationId, 'accept')]) {
      expect((await attempt).body.error.code).toBe('unknown_conversation');
    }
    expect((await messages(anna, randomUUID())).status).toBe(404);
    expect((await call(url(), `/page/social/messages/${conversationId}`, { identity: eve })).status).toBe(404);
    expect(textsOf((await messages(bo, conversationId)).body)).toEqual(['Just us two']);
  });

  test('refusals: oneself, nobody, an imported author, no profile yet, empty or too long words, a visitor', async () => {
    const { anna, annaId } = await twoMembers();
    expect((await invite(anna, annaId, 'Hi me')).body.error.code).toBe('own_profile');
    expect((await invite(anna, randomUUID(), 'Hi there')).body.error.code).toBe('unknown_profile');
    const importedId = randomUUID();
    await server().db.query("INSERT INTO profiles (profile_id, alias, display_name, source_key) VALUES ($1, $2, 'Imported', $3)", [importedId, `imp-${importedId.slice(0, 8)}`, `test:${importedId}`]);
    expect((await invite(anna, importedId, 'Hi there')).body.error.code).toBe('takes_no_messages');
    // Their pages say so, and the button to write is not offered there.
    expect((await call(url(), `/page/social/profile/imp-${importedId.slice(0, 8)}`, { identity: anna })).body.profile.takesMessages).toBe(false);
    expect((await call(url(), `/page/social/profile/${aliasOf(anna)}`)).body.profile.takesMessages).toBe(true);
    expect((await invite(aMember(), annaId, 'Hi there')).body.error.code).toBe('social_profile_required');
    expect((await invite(anna, randomUUID(), '   ')).status).toBe(400);
    expect((await invite(anna, randomUUID(), 'x'.repeat(1_001))).status).toBe(400);
    expect((await call(url(), `${directMessages}/conversations`)).status).toBe(401);
    // Nothing was written by any of them.
    const [row] = await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM direct_messages WHERE profile_id = $1', [annaId]);
    expect(row?.n).toBe(0);
    // A member before onboarding has no conversations and no invitations.
    expect((await conversations(aMember())).body.totalCount).toBe(0);
  });

  test('messages page newest first by 10 with a cursor; the lists page too', async () => {
    const { anna, bo, boId } = await twoMembers();
    const conversationId = (await invite(anna, boId, 'Message 0')).body.conversation.conversationId as string;
    await answer(bo, conversationId, 'accept');
    for (let n = 1; n < 12; n++) expect((await send(n % 2 ? bo : anna, conversationId, `Message ${n}`)).status).toBe(201);
    const first = (await messages(anna, conversationId)).body;
    expect(textsOf(first)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Message ${n}`));
    expect(first).toMatchObject({ totalCount: 12, nextFrom: expect.any(String) });
    const next = (await messages(anna, conversationId, `?from=${encodeURIComponent(first.nextFrom)}`)).body;
    expect(textsOf(next)).toEqual(['Message 1', 'Message 0']);
    expect((await messages(anna, conversationId, '?from=nonsense')).status).toBe(400);

    const others = await Promise.all(Array.from({ length: 11 }, (_, n) => onboardedMember(url(), `Friend ${n}`)));
    for (const other of others) await invite(other, await profileIdOf(url(), bo), 'Hello Bo');
    const pending = (await invitations(bo)).body;
    expect(pending).toMatchObject({ totalCount: 11, nextFrom: expect.any(String) });
    expect(pending.items).toHaveLength(10);
    const rest = (await call(url(), `${directMessages}/pending-conversation-invitations?from=${encodeURIComponent(pending.nextFrom)}`, { identity: bo })).body;
    expect(rest.items).toHaveLength(1);
    expect(new Set([...pending.items, ...rest.items].map((item: { conversationId: string }) => item.conversationId)).size).toBe(11);
  });

  test(`${postingLimits.messages.count} messages an hour, and ${postingLimits.invitations.count} new conversations a day`, async () => {
    const { anna, bo, boId } = await twoMembers();
    const conversationId = (await invite(anna, boId, 'First')).body.conversation.conversationId as string;
    await answer(bo, conversationId, 'accept');
    for (let n = 1; n < postingLimits.messages.count; n++) expect((await send(anna, conversationId, `Message ${n}`)).status).toBe(201);
    const over = await send(anna, conversationId, 'One too many');
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('posting_limit');

    const cleo = await onboardedMember(url(), 'Cleo');
    const invitees = await Promise.all(Array.from({ length: postingLimits.invitations.count + 1 }, () => onboardedMember(url())));
    const statuses: number[] = [];
    for (const invitee of invitees) statuses.push((await invite(cleo, await profileIdOf(url(), invitee), 'Hello')).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(postingLimits.invitations.count);
    expect(statuses.at(-1)).toBe(429);
  });

  test('the page: the lists, and a conversation open on it read; before onboarding, nothing', async () => {
    const { anna, bo, boId } = await twoMembers();
    const conversationId = (await invite(anna, boId, 'Page me')).body.conversation.conversationId as string;
    const list = (await call(url(), '/page/social/messages', { identity: bo })).body;
    expect(list).toMatchObject({
      componentName: 'SocialMessagesPageViewModel',
      url: '/social/messages',
      open: null,
      invitations: { totalCount: 1, items: [{ conversationId, unreadCount: 1 }] },
      conversations: { totalCount: 0 },
    });
    const open = (await call(url(), `/page/social/messages/${conversationId}`, { identity: bo })).body;
    expect(open).toMatchObject({ url: `/social/messages/${conversationId}`, open: { conversation: { conversationId, state: 'invited', unreadCount: 0 }, items: [{ text: 'Page me' }] } });
    expect(open.invitations.items[0].unreadCount).toBe(0);
    expect((await call(url(), '/page/social/messages', { identity: aMember() })).body).toMatchObject({ ownProfileId: null, invitations: { totalCount: 0 }, open: null });
    expect((await call(url(), '/page/social/messages')).status).toBe(401);
  });

  test('Account is told of an invitation and of a message, each linking to the conversation', async () => {
    // What earlier tests left first, so this one sees its own events only.
    const sent: SocialEvent[] = [];
    const sink = { send: async (events: readonly SocialEvent[]) => void sent.push(...events) };
    while ((await deliverNotificationEvents(server().db, server().catalog, sink)) > 0);
    sent.length = 0;
    const { anna, bo, boId } = await twoMembers();
    const conversationId = (await invite(anna, boId, 'Notify me')).body.conversation.conversationId as string;
    await send(bo, conversationId, 'Notified');
    while ((await deliverNotificationEvents(server().db, server().catalog, sink)) > 0);
    expect(sent.map(({ kind, memberId, actorName, targetUrl }) => ({ kind, memberId, actorName, targetUrl }))).toEqual([
      { kind: 'message-invitation', memberId: bo.userId, actorName: 'Anna', targetUrl: `/social/messages/${conversationId}` },
      { kind: 'direct-message', memberId: anna.userId, actorName: 'Bo', targetUrl: `/social/messages/${conversationId}` },
    ]);
  });
});
