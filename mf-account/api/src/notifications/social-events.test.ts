import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Identity } from '@storefront/platform/server';
import type { NotificationList } from '../../../contract/notifications';
import { createTestMember } from '../testing/test-members';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

describeOnEachBackend('social events from team Social', (context) => {
  const anEvent = (memberId: string, overrides: Record<string, unknown> = {}) => ({
    eventId: `comment:${randomUUID()}`,
    kind: 'answer',
    memberId,
    actorName: 'Cleo',
    productName: 'Lip Sleeping Mask',
    targetUrl: '/p/lip-sleeping-mask-200001',
    ...overrides,
  });
  const publish = (events: unknown[], identity: Partial<Identity> = { service: 'social' }) =>
    request(context().url).post('/internal/social-events').set(identityHeaders(identity)).send({ events });
  const notificationsOf = async (identity: Partial<Identity>) =>
    ((await request(context().url).get('/api/my/notifications').set(identityHeaders(identity))).body as NotificationList).items;

  test("each event notifies its member once, in the member's language, linking to the product", async () => {
    const member = await createTestMember(context().db, { culture: 'sv-SE' });
    const answer = anEvent(member.id);
    const helpful = anEvent(member.id, { eventId: `helpful:${randomUUID()}`, kind: 'helpful', actorName: '' });
    expect((await publish([answer, helpful])).body).toEqual({ received: 2, delivered: 2 });
    // Sent again (Social did not hear the answer): nothing new.
    expect((await publish([answer])).status).toBe(200);
    const items = await notificationsOf(member.identity);
    expect(items.map((item) => item.kind).sort()).toEqual(['social-answer', 'social-helpful']);
    expect(items.find((item) => item.kind === 'social-answer')).toMatchObject({
      state: 'unread',
      targetUrl: { url: '/p/lip-sleeping-mask-200001' },
      overlay: { emoji: '💬' },
      text: { tag: 'p', children: [{ text: 'Cleo', bold: true }, { text: ' svarade på din fråga om ' }, { text: 'Lip Sleeping Mask', bold: true }, { text: '.' }] },
    });
    expect(items.find((item) => item.kind === 'social-helpful')!.text.children.map((part) => part.text).join('')).toBe(
      'Någon tyckte att ditt omdöme om Lip Sleeping Mask var hjälpsamt.',
    );
  });

  test('comments on and likes of a look or a picture, mentions, replies and likes of a comment are told in their own words', async () => {
    const member = await createTestMember(context().db, { culture: 'en-US' });
    const kinds = ['look-comment', 'look-like', 'picture-comment', 'picture-like', 'mention', 'comment-mention', 'comment-reply', 'comment-like'];
    const events = kinds.map((kind) => anEvent(member.id, { eventId: `${kind}:${randomUUID()}`, kind, actorName: kind.endsWith('like') ? '' : 'Cleo' }));
    expect((await publish(events)).body).toEqual({ received: 8, delivered: 8 });
    const said = new Map((await notificationsOf(member.identity)).map((item) => [item.kind, [item.overlay?.emoji, item.text.children.map((part) => part.text).join('')]]));
    expect(Object.fromEntries(said)).toEqual({
      'social-look-comment': ['💬', 'Cleo commented on your look with Lip Sleeping Mask.'],
      'social-look-like': ['❤️', 'Someone likes your look with Lip Sleeping Mask.'],
      'social-picture-comment': ['💬', 'Cleo commented on your picture of Lip Sleeping Mask.'],
      'social-picture-like': ['❤️', 'Someone likes your picture of Lip Sleeping Mask.'],
      'social-mention': ['📣', 'Cleo mentioned you in a post about Lip Sleeping Mask.'],
      'social-comment-mention': ['📣', 'Cleo mentioned you in a comment about Lip Sleeping Mask.'],
      'social-comment-reply': ['💬', 'Cleo replied to your comment about Lip Sleeping Mask.'],
      'social-comment-like': ['❤️', 'Someone likes your comment about Lip Sleeping Mask.'],
    });
  });

  test('a follow notifies its member once, naming the follower and linking to their profile', async () => {
    const member = await createTestMember(context().db, { culture: 'de-DE' });
    const followed = { eventId: `follow:${randomUUID()}`, kind: 'follow', memberId: member.id, actorName: 'Cleo', targetUrl: '/social/profile/cleo' };
    expect((await publish([followed, followed])).body).toEqual({ received: 2, delivered: 2 });
    const items = await notificationsOf(member.identity);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'social-follow',
      targetUrl: { url: '/social/profile/cleo' },
      overlay: { emoji: '👋' },
      text: { tag: 'p', children: [{ text: 'Cleo', bold: true }, { text: ' folgt dir jetzt.' }] },
    });
  });

  test('an invitation to a conversation and a message there are told naming the writer, linking to the conversation', async () => {
    const member = await createTestMember(context().db, { culture: 'en-US' });
    const conversation = `/social/messages/${randomUUID()}`;
    const about = { memberId: member.id, actorName: 'Cleo', targetUrl: conversation };
    const events = [
      { ...about, eventId: `invitation:${randomUUID()}`, kind: 'message-invitation' },
      { ...about, eventId: `message:${randomUUID()}`, kind: 'direct-message' },
    ];
    expect((await publish(events)).body).toEqual({ received: 2, delivered: 2 });
    const said = (await notificationsOf(member.identity)).map((item) => [item.kind, item.targetUrl?.url, item.overlay?.emoji, item.text.children.map((part) => part.text).join('')]);
    expect(said.sort()).toEqual([
      ['social-direct-message', conversation, '✉️', 'Cleo sent you a message.'],
      ['social-message-invitation', conversation, '✉️', 'Cleo would like to write to you.'],
    ]);
    // A product's name has no place in them, and nobody unnamed writes.
    expect((await publish([{ ...events[0], eventId: `invitation:${randomUUID()}`, actorName: '' }])).status).toBe(400);
  });

  test('a member who is not there any more is skipped; the others in the batch are told', async () => {
    const member = await createTestMember(context().db, { culture: 'en-US' });
    const { body } = await publish([anEvent(randomUUID()), anEvent('not-a-member'), anEvent(member.id, { kind: 'comment' })]);
    expect(body).toEqual({ received: 3, delivered: 1 });
    expect((await notificationsOf(member.identity))[0]!.text.children.map((part) => part.text).join('')).toBe('Cleo commented on your review of Lip Sleeping Mask.');
  });

  test('only team Social may send them; a malformed event is a 400 and notifies nobody', async () => {
    const member = await createTestMember(context().db);
    expect((await publish([anEvent(member.id)], { service: 'cart-checkout' })).status).toBe(403);
    expect((await publish([anEvent(member.id)], { userId: member.id })).status).toBe(401);
    for (const bad of [{ kind: 'wink' }, { kind: 'follow', actorName: '' }, { targetUrl: '//evil.example/x' }, { targetUrl: 'https://evil.example/' }, { productName: '' }]) {
      expect((await publish([anEvent(member.id, bad)])).status).toBe(400);
    }
    expect((await publish([])).status).toBe(400);
    expect(await notificationsOf(member.identity)).toEqual([]);
  });
}, () => ({}), 'http');
