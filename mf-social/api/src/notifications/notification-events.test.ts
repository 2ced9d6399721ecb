import { randomUUID } from 'node:crypto';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { follow, onboardedMember, profileIdOf, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';
import { deliverNotificationEvents, NotificationDeliveryFailed, type SocialEvent, type SocialEventSink } from './notification-publisher';

/** Account as the publisher sees it: what it took, or a failure while `down`. */
function recordingSink() {
  const sent: SocialEvent[][] = [];
  const sink: SocialEventSink & { down: boolean; sent: SocialEvent[][] } = {
    down: false,
    sent,
    async send(events) {
      if (sink.down) throw new NotificationDeliveryFailed('team Account did not answer: down in this test');
      sent.push([...events]);
    },
  };
  return sink;
}

describeOnEachBackend('notifications of answers, comments, helpful marks and follows', (server) => {
  const waiting = async (memberId: string) =>
    server().db.query<{ kind: string; event_key: string }>(
      'SELECT kind, event_key FROM notification_events WHERE recipient_member_id = $1 AND delivered_at IS NULL ORDER BY created_at',
      [memberId],
    );
  // Each test delivers what earlier ones left first, so it sees its own events only.
  const deliverAll = async (sink: SocialEventSink) => {
    while ((await deliverNotificationEvents(server().db, server().catalog, sink)) > 0);
  };

  test('an answer tells the asker, once; an answer to oneself tells nobody', async () => {
    const asker = await onboardedMember(server().url, 'Asker');
    const { postId } = (await call(server().url, '/api/social/posts/create', { identity: asker, body: { $type: 'question', productCode: lipMask.code, text: 'Does it work overnight?' } })).body.question;
    await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: asker, body: { text: 'Answering myself.' } });
    expect(await waiting(asker.userId!)).toEqual([]);
    const answerer = await onboardedMember(server().url, 'Cleo');
    const { commentId } = (await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: answerer, body: { text: 'Yes, all night.' } })).body.comment;
    expect(await waiting(asker.userId!)).toEqual([{ kind: 'answer', event_key: `comment:${commentId}` }]);
  });

  test('an answer the word filter held tells the asker once a moderator allows it', async () => {
    const asker = await onboardedMember(server().url);
    const { postId } = (await call(server().url, '/api/social/posts/create', { identity: asker, body: { $type: 'question', productCode: lipMask.code, text: 'Is it sticky at night?' } })).body.question;
    const answerer = await onboardedMember(server().url);
    const held = await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: answerer, body: { text: 'Not sticky, shit that is good' } });
    expect(held.body.isHeldForModeration).toBe(true);
    expect(await waiting(asker.userId!)).toEqual([]);
    const admin = { userId: randomUUID(), roles: ['admin' as const] };
    await call(server().url, '/api/admin/social/moderation/allow-comment', { identity: admin, body: { commentId: held.body.comment.commentId } });
    await call(server().url, '/api/admin/social/moderation/hide-comment', { identity: admin, body: { commentId: held.body.comment.commentId } });
    await call(server().url, '/api/admin/social/moderation/allow-comment', { identity: admin, body: { commentId: held.body.comment.commentId } });
    expect(await waiting(asker.userId!)).toEqual([{ kind: 'answer', event_key: `comment:${held.body.comment.commentId}` }]);
  });

  test('a helpful mark tells the review’s author once per member, however often it is taken back and given again', async () => {
    const author = await onboardedMember(server().url);
    const { postId } = (await writeReview(server().url, author, { productCode: foundation.code, stars: 5 })).body.review;
    const reader = aMember();
    for (const action of ['add', 'remove', 'add', 'add']) {
      await call(server().url, `/api/social/posts/${postId}/reactions/${action}`, { identity: reader, body: { type: 'helpful' } });
    }
    await call(server().url, `/api/social/posts/${postId}/reactions/add`, { identity: author, body: { type: 'helpful' } });
    expect(await waiting(author.userId!)).toEqual([{ kind: 'helpful', event_key: `helpful:${postId}:${reader.userId}` }]);
  });

  test('delivery names the product and the answerer, and marks the events delivered once Account took them', async () => {
    const sink = recordingSink();
    await deliverAll(sink);
    sink.sent.length = 0;
    const author = await onboardedMember(server().url);
    const { postId } = (await writeReview(server().url, author, { productCode: lipMask.code, stars: 4 })).body.review;
    const commenter = await onboardedMember(server().url, 'Dana');
    await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: commenter, body: { text: 'Same for me!' } });

    sink.down = true;
    await expect(deliverNotificationEvents(server().db, server().catalog, sink)).rejects.toThrow(NotificationDeliveryFailed);
    expect(await waiting(author.userId!)).toHaveLength(1);
    sink.down = false;
    server().catalog.down = true;
    try {
      await expect(deliverNotificationEvents(server().db, server().catalog, sink)).rejects.toThrow(NotificationDeliveryFailed);
    } finally {
      server().catalog.down = false;
    }
    expect(await waiting(author.userId!)).toHaveLength(1);

    await deliverAll(sink);
    expect(sink.sent.flat()).toEqual([
      { eventId: expect.stringMatching(/^comment:/), kind: 'comment', memberId: author.userId, actorName: 'Dana', productName: lipMask.name, targetUrl: lipMask.url },
    ]);
    expect(await waiting(author.userId!)).toEqual([]);
    expect(await deliverNotificationEvents(server().db, server().catalog, sink)).toBe(0);
  });

  test('a follow tells the followed member once per follower, naming the follower and their profile, without the catalog', async () => {
    const sink = recordingSink();
    await deliverAll(sink);
    sink.sent.length = 0;
    const star = await onboardedMember(server().url, 'Star');
    const starId = await profileIdOf(server().url, star);
    const fan = await onboardedMember(server().url, 'Fanny');
    for (const action of ['follow', 'unfollow', 'follow'] as const) await follow(server().url, fan, starId, action);
    const fanId = await profileIdOf(server().url, fan);
    expect(await waiting(star.userId!)).toEqual([{ kind: 'follow', event_key: `follow:${fanId}:${starId}` }]);

    server().catalog.down = true;
    try {
      await deliverAll(sink);
    } finally {
      server().catalog.down = false;
    }
    expect(sink.sent.flat()).toEqual([
      { eventId: `follow:${fanId}:${starId}`, kind: 'follow', memberId: star.userId, actorName: 'Fanny', targetUrl: `/social/profile/m-${fan.userId!.slice(0, 8)}` },
    ]);
    expect(await waiting(star.userId!)).toEqual([]);
  });

  test('an event about a product the catalog no longer has tells nobody and is not sent again', async () => {
    const sink = recordingSink();
    await deliverAll(sink);
    sink.sent.length = 0;
    const memberId = randomUUID();
    await server().db.query(
      `INSERT INTO notification_events (event_key, kind, recipient_member_id, product_code) VALUES ($1, 'helpful', $2, 'gone-product')`,
      [`helpful:${randomUUID()}:${randomUUID()}`, memberId],
    );
    await deliverAll(sink);
    expect(sink.sent).toEqual([]);
    expect(await waiting(memberId)).toEqual([]);
  });
});
