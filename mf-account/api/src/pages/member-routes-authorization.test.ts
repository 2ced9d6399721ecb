import request from 'supertest';
import type { MemberOrder } from '@storefront/platform';
import { aMember, anOrder, daysAgo, inMemoryOrderSource, plainPasswords, recordingOutbox, type OrdersTestMember } from '../testing/orders';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';

const source = inMemoryOrderSource();
const outbox = recordingOutbox();
const someOrder = 'SE10000001';

/** Every member route of my pages, orders, returns, loyalty and the profile (helper 3's): the figure in the report. */
const memberRoutes: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/my/orders'],
  ['GET', `/api/my/orders/${someOrder}`],
  ['GET', `/api/my/orders/${someOrder}/return`],
  ['GET', `/api/my/orders/${someOrder}/file-complaint`],
  ['POST', `/api/my/orders/${someOrder}/return`],
  ['POST', `/api/my/orders/${someOrder}/file-complaint`],
  ['GET', '/api/my/loyalty/current-level'],
  ['GET', '/api/my/profile'],
  ['POST', '/api/my/profile/update'],
  ['POST', '/api/my/profile/subscriptions'],
  ['POST', '/api/my/profile/change-email'],
  ['POST', '/api/my/profile/delete-account'],
  ['GET', '/api/mypages/start'],
  ['GET', '/page/my-pages'],
  ['GET', '/page/my-pages/profile'],
  ['GET', '/page/my-pages/subscriptions'],
  ['GET', '/page/my-pages/qr-code'],
  ['GET', '/page/my-pages/orders'],
  ['GET', '/page/my-pages/orders/ongoing'],
  ['GET', `/page/my-pages/orders/${someOrder}`],
  ['GET', `/page/my-pages/orders/${someOrder}/receipt`],
  ['GET', `/page/my-pages/orders/${someOrder}/return?kind=return`],
  ['GET', `/page/my-pages/orders/${someOrder}/return?kind=complaint`],
];

describeOnEachBackend(
  'member routes: logged in, and only ever the member’s own',
  (context) => {
    const call = (identity: object, method: 'GET' | 'POST', path: string, body: object = {}) => {
      const started = request(context().url)[method === 'GET' ? 'get' : 'post'](path).set(identityHeaders(identity));
      return method === 'POST' ? started.send(body) : started;
    };

    test.each(memberRoutes)('a visitor gets 401 login_required: %s %s', async (method, path) => {
      const answer = await call(anIdentity(), method, path, { lines: [{ code: '100001', quantity: 1, reasonId: 'other' }], password: 'x' });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: 'login_required', message: expect.any(String) });
      if (path.startsWith('/page/')) expect(answer.body.error.fields).toEqual({ returnUrl: path.replace(/^\/page/, '') });
    });

    describe('two members', () => {
      let a: OrdersTestMember;
      let b: OrdersTestMember;
      let ofB: MemberOrder;
      let ofA: MemberOrder;
      beforeAll(async () => {
        a = await aMember(context().db);
        b = await aMember(context().db);
        ofA = anOrder({ shippedAt: daysAgo(1), loyaltyPoints: 10 });
        ofB = anOrder({ shippedAt: daysAgo(1), loyaltyPoints: 7_000 });
        source.orders.set(a.id, [ofA]);
        source.orders.set(b.id, [ofB]);
      });

      test('member A cannot read, or send back, member B’s order through any route that names an order', async () => {
        const byOrder = memberRoutes.filter(([, path]) => path.includes(someOrder)).map(([method, path]) => [method, path.replace(someOrder, ofB.orderNumber)] as const);
        expect(byOrder).toHaveLength(9);
        const body = { lines: [{ code: '100001', quantity: 1, reasonId: 'defective' }], comment: 'not mine' };
        for (const [method, path] of byOrder) {
          const asked = source.calls.length;
          const answer = await call(a.identity, method, path, body);
          expect([method, path, answer.status, answer.body.error?.code]).toEqual([method, path, 404, 'order_not_found']);
          // Checkout was asked about member A only: the member comes from the identity, never from the path.
          expect(source.calls.slice(asked).map((made) => made.userId)).toEqual([a.id]);
          expect(JSON.stringify(answer.body)).not.toContain('Andersson');
          // B's own view is there, so the 404 is not an accident of the data.
          expect([method, path, (await call(b.identity, 'GET', path.startsWith('/api') ? path.replace(/\/(return|file-complaint)$/, '') : path)).status]).toEqual([method, path, 200]);
        }
        expect(await context().db.query('SELECT 1 FROM order_returns WHERE order_number = $1', [ofB.orderNumber])).toEqual([]);
      });

      test('routes without an order number show the caller’s data alone, whatever the request says', async () => {
        const as = (path: string) => call(a.identity, 'GET', `${path}${path.includes('?') ? '&' : '?'}memberId=${b.id}&userId=${b.id}`);
        expect((await as('/api/my/orders')).body.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([ofA.orderNumber]);
        expect((await as('/api/my/profile')).body.email).toBe(a.email);
        expect((await as('/api/my/loyalty/current-level')).body.points).toBe(10);
        const start = (await as('/page/my-pages')).body;
        expect([start.profile.email, start.loyalty.points, start.ongoingOrders.map((order: { orderNumber: string }) => order.orderNumber)]).toEqual([a.email, 10, [ofA.orderNumber]]);
        expect((await as('/page/my-pages/orders')).body.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([ofA.orderNumber]);
        expect((await as('/page/my-pages/qr-code')).body.memberNumber).not.toBe((await call(b.identity, 'GET', '/api/my/profile')).body.memberNumber);
        // An id in a body is refused outright, and nothing of B's changes.
        expect((await call(a.identity, 'POST', '/api/my/profile/update', { firstName: 'Mallory', memberId: b.id })).status).toBe(400);
        expect((await call(a.identity, 'POST', '/api/my/profile/delete-account', { password: b.password, memberId: b.id })).status).toBe(400);
        expect((await call(a.identity, 'POST', '/api/my/profile/delete-account', { password: b.password })).body.success).toBe(false);
        expect((await call(b.identity, 'GET', '/api/my/profile')).body).toMatchObject({ email: b.email, firstName: 'Anna' });
      });
    });
  },
  () => ({ orders: source, passwords: plainPasswords, outbox }),
  'http',
);
