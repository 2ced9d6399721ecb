import request from 'supertest';
import type { NotificationList, NotificationsPageViewModel } from '../../../contract/notifications';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { createTestMember, type TestMember } from '../testing/test-members';
import { writeNotification } from './notification-store';
import { notificationText } from './notification-text';

describeOnEachBackend('notifications', (context) => {
  const get = (path: string, member: TestMember | null) => request(context().url).get(path).set(identityHeaders(member?.identity ?? {}));
  const post = (path: string, member: TestMember | null, body: unknown) => request(context().url).post(path).set(identityHeaders(member?.identity ?? {})).send(body as object);

  /** `count` notifications for the member, the newest last. */
  async function notificationsFor(member: TestMember, count: number): Promise<string[]> {
    for (let index = 0; index < count; index += 1) {
      await writeNotification(context().db, {
        memberId: member.id,
        kind: 'order-shipped',
        targetUrl: `/my-pages/orders/${index}`,
        text: notificationText('en-US', '/MemberApi/Notifications/OrderShipped', { orderNumber: String(index) }, ['orderNumber']),
        overlay: { emoji: '📦' },
        dedupeKey: `test:${index}`,
      });
    }
    // 10 ms apart, the last written the newest (written in one millisecond they could tie), from one moment for the
    // whole statement: clock_timestamp() moved on between rows, by more than 10 ms on a busy machine, and the order
    // came out wrong.
    await context().db.query(
      `UPDATE notifications SET created_at = statement_timestamp() - ($2 - substr(dedupe_key, 6)::int) * interval '10 milliseconds' WHERE member_id = $1`,
      [member.id, count],
    );
    const rows = await context().db.query<{ id: string }>('SELECT id FROM notifications WHERE member_id = $1 ORDER BY created_at DESC, id DESC', [member.id]);
    return rows.map((row) => row.id);
  }
  const statesOf = async (member: TestMember) =>
    new Map((await context().db.query<{ id: string; state: string }>('SELECT id, state FROM notifications WHERE member_id = $1', [member.id])).map((row) => [row.id, row.state]));

  test('visitors get 401 login_required on every member route', async () => {
    for (const path of ['/api/my/notifications', '/api/my/notifications/count', '/api/my/notifications/since?since=2024-01-01T00:00:00Z', '/page/notifications']) {
      const response = await get(path, null);
      expect([path, response.status, response.body.error.code]).toEqual([path, 401, 'login_required']);
    }
    for (const path of ['/api/my/notifications/update', '/Notifications/Update']) {
      expect((await post(path, null, { clickedAll: true })).status).toBe(401);
    }
  });

  test('the list is newest first, paged with before and take', async () => {
    const member = await createTestMember(context().db);
    const ids = await notificationsFor(member, 5);
    const first = (await get('/api/my/notifications?take=2', member)).body as NotificationList;
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect([first.unreadCount, first.hasMore]).toEqual([5, true]);
    expect(first.items[0]).toEqual({
      id: ids[0],
      kind: 'order-shipped',
      state: 'unread',
      targetUrl: { url: '/my-pages/orders/4' },
      image: null,
      overlay: { emoji: '📦' },
      text: { tag: 'p', children: [{ text: 'Your order ' }, { text: '4', bold: true }, { text: ' is on its way to you.' }] },
      createdAtUtc: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const next = (await get(`/api/my/notifications?take=2&before=${ids[1]}`, member)).body as NotificationList;
    expect(next.items.map((item) => item.id)).toEqual(ids.slice(2, 4));
    const last = (await get(`/api/my/notifications?before=${ids[3]}`, member)).body as NotificationList;
    expect([last.items.map((item) => item.id), last.hasMore]).toEqual([ids.slice(4), false]);
    expect((await get('/api/my/notifications?take=51', member)).status).toBe(400);
    expect((await get('/api/my/notifications?take=0', member)).status).toBe(400);
    expect((await get('/api/my/notifications?before=nope', member)).status).toBe(400);
  });

  test('count and since', async () => {
    const member = await createTestMember(context().db);
    const before = new Date(Date.now() - 1_000).toISOString();
    await notificationsFor(member, 3);
    expect((await get('/api/my/notifications/count', member)).body).toEqual({ unread: 3 });
    expect((await get(`/api/my/notifications/since?since=${encodeURIComponent(before)}`, member)).body.items).toHaveLength(3);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get(`/api/my/notifications/since?since=${encodeURIComponent(future)}`, member)).body).toEqual({ items: [] });
    const newest = ((await get('/api/my/notifications?take=1', member)).body as NotificationList).items[0]!;
    expect((await get(`/api/my/notifications/since?since=${encodeURIComponent(newest.createdAtUtc)}`, member)).body).toEqual({ items: [] });
    expect((await get('/api/my/notifications/since?since=yesterday', member)).status).toBe(400);
    expect((await get('/api/my/notifications/since', member)).status).toBe(400);
  });

  test('viewed only moves unread to viewed; clicked moves anything to clicked; clickedAll clicks all', async () => {
    const member = await createTestMember(context().db);
    const [a, b, c] = await notificationsFor(member, 3);
    expect((await post('/api/my/notifications/update', member, { clickedIds: [a] })).body).toEqual({ unreadCount: 2 });
    expect((await post('/Notifications/Update', member, { viewedIds: [a, b] })).body).toEqual({ unreadCount: 1 });
    expect(await statesOf(member)).toEqual(new Map([[a, 'clicked'], [b, 'viewed'], [c, 'unread']]));
    expect((await post('/Notifications/Update', member, { clickedIds: [b] })).body).toEqual({ unreadCount: 1 });
    expect((await post('/Notifications/Update', member, { clickedAll: true })).body).toEqual({ unreadCount: 0 });
    expect(await statesOf(member)).toEqual(new Map([[a, 'clicked'], [b, 'clicked'], [c, 'clicked']]));
  });

  test.each([[{}], [{ viewedIds: [], clickedAll: true }], [{ clickedAll: false }], [{ viewedIds: ['x'] }], [{ clickedIds: 'all' }]])(
    'an update that is not exactly one valid choice is a 400 and changes nothing: %j',
    async (body) => {
      const member = await createTestMember(context().db);
      await notificationsFor(member, 1);
      const response = await post('/Notifications/Update', member, body);
      expect(response.status).toBe(400);
      expect((await get('/api/my/notifications/count', member)).body).toEqual({ unread: 1 });
    },
  );

  test("a member can neither read nor change another member's notifications", async () => {
    const owner = await createTestMember(context().db);
    const other = await createTestMember(context().db);
    const ids = await notificationsFor(owner, 2);
    const seen = (await get('/api/my/notifications', other)).body as NotificationList;
    expect([seen.items, seen.unreadCount]).toEqual([[], 0]);
    // The owner's id as a cursor answers like an unknown id.
    expect((await get(`/api/my/notifications?before=${ids[0]}`, other)).status).toBe(404);
    expect((await post('/Notifications/Update', other, { clickedIds: ids })).body).toEqual({ unreadCount: 0 });
    expect((await post('/api/my/notifications/update', other, { viewedIds: ids })).status).toBe(200);
    await post('/Notifications/Update', other, { clickedAll: true });
    expect([...(await statesOf(owner)).values()]).toEqual(['unread', 'unread']);
    expect((await get('/page/notifications', other)).body.notifications.items).toEqual([]);
  });

  test('the notifications page', async () => {
    const member = await createTestMember(context().db, { culture: 'de-DE', market: 'DE' });
    await notificationsFor(member, 22);
    const page = (await get('/page/notifications', member)).body as NotificationsPageViewModel;
    expect(page).toMatchObject({ componentName: 'NotificationsPageViewModel', url: '/notifications', currentTheme: 'default', isSocialEnabled: false, meta: { title: expect.stringContaining('Benachrichtigungen') } });
    expect([page.notifications.items.length, page.notifications.unreadCount, page.notifications.hasMore]).toEqual([20, 22, true]);
    expect(page.fallback).toBeUndefined();
    const withFallback = (await get('/page/notifications?_fallback=1', member)).body as NotificationsPageViewModel;
    expect(withFallback.fallback?.headings).toEqual([{ level: 1, text: 'Benachrichtigungen' }]);
  });

  test('writeNotification is idempotent per member and dedupe key', async () => {
    const member = await createTestMember(context().db);
    const welcome = { memberId: member.id, kind: 'welcome' as const, targetUrl: '/my-pages', text: { tag: 'p' as const, children: [{ text: 'Welcome to the club' }] }, overlay: { emoji: '🎉' }, dedupeKey: 'welcome' };
    await writeNotification(context().db, welcome);
    await writeNotification(context().db, { ...welcome, text: { tag: 'p', children: [{ text: 'again' }] } });
    const list = (await get('/api/my/notifications', member)).body as NotificationList;
    expect(list.items.map((item) => [item.kind, item.text.children[0]!.text, item.overlay])).toEqual([['welcome', 'Welcome to the club', { emoji: '🎉' }]]);
  });

  test('a dismissed notification block is remembered per member or visitor, once', async () => {
    const member = await createTestMember(context().db);
    expect((await post('/NotificationBlock/Dismiss', member, { identifier: 'summer-sale' })).body).toEqual({ success: true });
    expect((await post('/NotificationBlock/Dismiss', member, { identifier: 'summer-sale' })).body).toEqual({ success: true });
    const visitor = request(context().url).post('/NotificationBlock/Dismiss').set(identityHeaders({ visitorId: 'visitor-1' }));
    expect((await visitor.send({ identifier: 'summer-sale' })).body).toEqual({ success: true });
    expect((await post('/NotificationBlock/Dismiss', member, { identifier: '' })).status).toBe(400);
    const rows = await context().db.query<{ member_id: string | null; visitor_id: string | null }>(
      `SELECT member_id, visitor_id FROM dismissed_notification_blocks WHERE identifier = 'summer-sale' AND (member_id = $1 OR visitor_id = 'visitor-1') ORDER BY visitor_id NULLS FIRST`,
      [member.id],
    );
    expect(rows).toEqual([{ member_id: member.id, visitor_id: null }, { member_id: null, visitor_id: 'visitor-1' }]);
  });
});
