import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { authTestServices, insertMember, sessionCookieOf, type TestMember } from '../testing/sessions';
import { describeOnEachBackend } from '../testing/test-app';

let auth: ReturnType<typeof authTestServices>;

describeOnEachBackend(
  'impersonation',
  (context) => {
    const url = () => context().url;
    const logIn = async (member: TestMember) =>
      sessionCookieOf(await request(url()).post('/dologin').set(auth.identityHeaders()).send({ email: member.email, password: member.password }))!.value;
    const resolve = async (token: string) =>
      (await request(url()).post('/internal/sessions/resolve').set(auth.identityHeaders({ service: 'gateway' })).send({ token })).body;
    /** What the gateway would sign for this cookie's session. */
    const identityFor = async (token: string): Promise<Partial<Identity>> => {
      const session = await resolve(token);
      return { userId: session.userId, impersonatorId: session.impersonatorId, roles: session.roles };
    };
    const impersonate = async (token: string, memberId: string) =>
      request(url())
        .post(`/api/admin/account/customers/${memberId}/impersonate`)
        .set(auth.identityHeaders(await identityFor(token)))
        .set('Cookie', `session=${token}`);

    let admin: TestMember;
    let customer: TestMember;
    beforeAll(async () => {
      admin = await insertMember(context().db, { roles: ['admin'], email: `admin-${randomUUID()}@example.com` });
      customer = await insertMember(context().db, { email: `customer-${randomUUID()}@example.com` });
    });

    test('an administrator acts as a customer: the session resolves to the customer with the administrator named', async () => {
      const token = await logIn(admin);
      const response = await impersonate(token, customer.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, redirectUrl: '/my-pages' });
      expect(response.headers['x-session-changed']).toBe('1');
      expect(await resolve(token)).toEqual({
        userId: customer.id,
        email: customer.email,
        impersonatorId: admin.id,
        impersonatorEmail: admin.email,
        roles: ['admin'],
      });
      // Not two deep: while impersonating, another start is refused.
      expect((await impersonate(token, customer.id)).status).toBe(409);
      await request(url()).post('/dologout/stopimpersonation').set(auth.identityHeaders()).set('Cookie', `session=${token}`).expect(200);
      expect((await resolve(token)).userId).toBe(admin.id);
    });

    test('a member cannot impersonate (403) and a visitor gets 401, on every admin route', async () => {
      const memberToken = await logIn(customer);
      const other = await insertMember(context().db);
      const memberIdentity = auth.identityHeaders({ userId: customer.id });
      expect((await impersonate(memberToken, other.id)).status).toBe(403);
      expect((await resolve(memberToken)).userId).toBe(customer.id);
      for (const headers of [memberIdentity, auth.identityHeaders()]) {
        const expected = headers === memberIdentity ? 403 : 401;
        expect((await request(url()).post(`/api/admin/account/customers/${other.id}/impersonate`).set(headers)).status).toBe(expected);
        expect((await request(url()).get('/api/admin/account/customers?q=example').set(headers)).status).toBe(expected);
        expect((await request(url()).get(`/api/admin/account/impersonation-actions?memberId=${other.id}`).set(headers)).status).toBe(expected);
      }
    });

    test('a forged admin identity without the administrator’s own session cookie changes nothing', async () => {
      const customerToken = await logIn(customer);
      const forged = auth.identityHeaders({ userId: customer.id, roles: ['admin'] });
      const withCustomerCookie = await request(url())
        .post(`/api/admin/account/customers/${admin.id}/impersonate`)
        .set(forged)
        .set('Cookie', `session=${customerToken}`);
      expect(withCustomerCookie.status).toBe(403);
      const adminToken = await logIn(admin);
      const otherCustomer = await insertMember(context().db);
      const mismatched = await request(url())
        .post(`/api/admin/account/customers/${otherCustomer.id}/impersonate`)
        .set(forged)
        .set('Cookie', `session=${adminToken}`);
      expect(mismatched.status).toBe(403);
      const noCookie = await request(url())
        .post(`/api/admin/account/customers/${otherCustomer.id}/impersonate`)
        .set(auth.identityHeaders({ userId: admin.id, roles: ['admin'] }));
      expect(noCookie.status).toBe(403);
      expect((await resolve(adminToken)).impersonatorId).toBeNull();
    });

    test('never as another administrator, an unknown customer is 404, a malformed id 400', async () => {
      const token = await logIn(admin);
      const otherAdmin = await insertMember(context().db, { roles: ['admin'] });
      expect((await impersonate(token, otherAdmin.id)).status).toBe(403);
      expect((await impersonate(token, admin.id)).status).toBe(403);
      expect((await impersonate(token, randomUUID())).status).toBe(404);
      expect((await impersonate(token, 'not-a-uuid')).status).toBe(400);
      expect((await resolve(token)).impersonatorId).toBeNull();
    });

    test('an administrator finds customers by e-mail or member number, 20 at most', async () => {
      const token = await logIn(admin);
      const headers = auth.identityHeaders(await identityFor(token));
      const byEmail = await request(url()).get(`/api/admin/account/customers?q=${encodeURIComponent(customer.email.toUpperCase().slice(0, 20))}`).set(headers);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.customers).toEqual([
        { id: customer.id, email: customer.email, memberNumber: customer.memberNumber, firstName: '', lastName: '', isAdmin: false },
      ]);
      const byNumber = await request(url()).get(`/api/admin/account/customers?q=${customer.memberNumber}`).set(headers);
      expect(byNumber.body.customers.map((found: { id: string }) => found.id)).toEqual([customer.id]);
      for (let n = 0; n < 21; n++) await insertMember(context().db, { email: `many-${n}-${randomUUID()}@search.example` });
      const many = await request(url()).get('/api/admin/account/customers?q=search.example').set(headers);
      expect(many.body.customers).toHaveLength(20);
      // LIKE wildcards in the query are plain characters.
      expect((await request(url()).get('/api/admin/account/customers?q=%25').set(headers)).body.customers).toEqual([]);
      expect((await request(url()).get('/api/admin/account/customers?q=_').set(headers)).body.customers).toEqual([]);
      expect((await request(url()).get('/api/admin/account/customers?q=').set(headers)).status).toBe(400);
    });

    test('what the gateway reports while impersonating is kept and listed for administrators, newest first', async () => {
      const token = await logIn(admin);
      const target = await insertMember(context().db);
      await impersonate(token, target.id);
      const report = (body: object, identity: object = { service: 'gateway' }) =>
        request(url()).post('/internal/impersonation-actions').set(auth.identityHeaders(identity)).send(body);
      const action = { impersonatorId: admin.id, memberId: target.id, method: 'POST', path: '/api/my/profile/update', status: 200 };
      // Only the gateway reports: not a browser (not even the administrator's), not another service.
      expect((await report(action, await identityFor(token))).status).toBe(401);
      expect((await report(action, { service: 'cart-checkout' })).status).toBe(403);
      expect((await report({ impersonatorId: admin.id, memberId: target.id, method: 'POST', path: '/accountwishlist/add', status: 200 })).status).toBe(204);
      expect((await report({ impersonatorId: admin.id, memberId: target.id, method: 'POST', path: '/api/my/profile/update', status: 400 })).status).toBe(204);
      expect((await report({ impersonatorId: admin.id, memberId: target.id, method: 'post', path: '/x', status: 200 })).status).toBe(400);
      expect((await report({ impersonatorId: 'admin', memberId: target.id, method: 'POST', path: '/x', status: 200 })).status).toBe(400);

      await request(url()).post('/dologout/stopimpersonation').set(auth.identityHeaders()).set('Cookie', `session=${token}`);
      const list = await request(url())
        .get(`/api/admin/account/impersonation-actions?memberId=${target.id}`)
        .set(auth.identityHeaders(await identityFor(token)));
      expect(list.status).toBe(200);
      expect(list.body.actions.map((action: { path: string; status: number }) => [action.path, action.status])).toEqual([
        ['/api/my/profile/update', 400],
        ['/accountwishlist/add', 200],
        [`/api/admin/account/customers/${target.id}/impersonate`, 200],
      ]);
      expect(list.body.actions[0]).toMatchObject({ impersonatorId: admin.id, impersonatorEmail: admin.email, memberId: target.id, method: 'POST' });
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
