import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Identity } from '@storefront/platform/server';
import type { AccountAppShellPart } from '@storefront/platform';
import { createInMemoryProductSource, testProducts } from '../catalog/in-memory-product-source';
import { writeNotification } from '../notifications/notification-store';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { createTestMember } from '../testing/test-members';
import { visitorAppShellPart } from './app-shell-route';

const products = createInMemoryProductSource(Object.values(testProducts));
const { lipstick, serum } = testProducts;

describeOnEachBackend(
  'the app shell part of team Account',
  (context) => {
    const appShell = async (identity: Partial<Identity>) => {
      // The gateway asks as its service, on behalf of the browser's member (or visitor).
      const response = await request(context().url).get('/internal/app-shell').set(identityHeaders({ ...identity, service: 'gateway' }));
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.body as AccountAppShellPart;
    };
    afterEach(() => {
      products.failing = false;
      products.delayMs = 0;
    });

    test('only the gateway asks: a browser’s identity, a member’s too, is a 401', async () => {
      const member = await createTestMember(context().db);
      for (const identity of [{}, member.identity]) {
        expect((await request(context().url).get('/internal/app-shell').set(identityHeaders(identity))).status).toBe(401);
      }
    });

    test('a visitor gets the anonymous defaults', async () => {
      expect(await appShell({})).toEqual({
        currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
        wishList: [],
        notifications: [],
        unreadNotificationCount: 0,
        isSubscribedToBoth: false,
      });
      expect(visitorAppShellPart()).toEqual(await appShell({ isStoreDevice: true }));
    });

    test('a member gets who they are, their wish list, latest notifications and unread count', async () => {
      const member = await createTestMember(context().db, { emailSubscription: true, textSubscription: true });
      await context().db.query(`INSERT INTO wish_list_items (member_id, code, added_at) VALUES ($1, $2, now() - interval '1 hour'), ($1, $3, now())`, [member.id, lipstick.code, serum.code]);
      for (let index = 0; index < 22; index += 1) {
        await writeNotification(context().db, { memberId: member.id, kind: 'welcome', targetUrl: '/my-pages', text: { tag: 'p', children: [{ text: `n${index}` }] }, dedupeKey: `n${index}` });
      }
      // One second apart, n21 the newest (written in one millisecond they could tie).
      await context().db.query(`UPDATE notifications SET created_at = now() - (100 - substr(dedupe_key, 2)::int) * interval '1 second' WHERE member_id = $1`, [member.id]);
      await context().db.query(`UPDATE notifications SET state = 'clicked' WHERE member_id = $1 AND dedupe_key IN ('n0', 'n1')`, [member.id]);
      const part = await appShell(member.identity);
      expect(part.currentUser).toEqual({
        id: member.id,
        isLoggedIn: true,
        email: member.email,
        isImpersonating: false,
        isAdmin: false,
        trackingUser: { newsletterSubscriber: true, smsSubscriber: true, emailHashed: createHash('sha256').update(member.email).digest('hex') },
      });
      expect(part.wishList.map((item) => [item.code, item.title])).toEqual([[serum.code, serum.name], [lipstick.code, lipstick.name]]);
      expect(part.notifications).toHaveLength(20);
      expect(part.notifications[0]!.text.children[0]!.text).toBe('n21');
      expect(part.unreadNotificationCount).toBe(20);
      expect(part.isSubscribedToBoth).toBe(true);
    });

    test('an administrator is marked; while impersonating, the customer is shown with the admin e-mail and no tracking', async () => {
      const admin = await createTestMember(context().db, { roles: ['admin'] });
      expect((await appShell(admin.identity)).currentUser).toMatchObject({ isAdmin: true, isImpersonating: false, trackingUser: expect.any(Object) });
      const customer = await createTestMember(context().db);
      const acting = await appShell({ ...customer.identity, impersonatorId: admin.id, roles: ['admin'] });
      expect(acting.currentUser).toEqual({ id: customer.id, isLoggedIn: true, email: customer.email, isImpersonating: true, impersonatorEmail: admin.email, isAdmin: true });
    });

    test('on a store device a member is not identified to tracking', async () => {
      const member = await createTestMember(context().db);
      const part = await appShell({ ...member.identity, isStoreDevice: true });
      expect(part.currentUser.isLoggedIn).toBe(true);
      expect(part.currentUser.trackingUser).toBeUndefined();
    });

    test.each([
      ['fails', () => (products.failing = true)],
      ['is slow', () => (products.delayMs = 2_000)],
    ])('when the catalog %s the wish list comes by its codes, in time', async (_how, breakCatalog) => {
      const member = await createTestMember(context().db);
      await context().db.query('INSERT INTO wish_list_items (member_id, code) VALUES ($1, $2)', [member.id, lipstick.code]);
      breakCatalog();
      const started = performance.now();
      const part = await appShell(member.identity);
      expect(performance.now() - started).toBeLessThan(500);
      expect(part.wishList).toEqual([{ code: lipstick.code, title: '', image: null, url: '', brandName: '', entryName: '', notAvailableInMarket: false }]);
    });

    test('a member id without a member (deleted, or not an id of ours) answers like a visitor', async () => {
      const member = await createTestMember(context().db);
      await context().db.query('DELETE FROM members WHERE id = $1', [member.id]);
      expect(await appShell(member.identity)).toEqual(visitorAppShellPart());
      expect(await appShell({ userId: 'someone' })).toEqual(visitorAppShellPart());
    });
  },
  () => ({ products }),
  // The part's shape and who may ask: no SQL of its own beyond what the account suites run on PostgreSQL.
  'http',
);
