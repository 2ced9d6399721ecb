import request from 'supertest';
import { describeOnEachBackend } from '../testing/test-app';
import { lastSeenPrecisionMs, sessionLifetimeMs, sessionTokenHash } from './session-store';
import { authTestServices, insertMember, sessionCookieOf } from '../testing/sessions';

let auth: ReturnType<typeof authTestServices>;

describeOnEachBackend(
  'sessions',
  (context) => {
    const post = (path: string) => request(context().url).post(path).set(auth.identityHeaders());
    const logIn = async (member: { email: string; password: string }) =>
      sessionCookieOf(await post('/dologin').send({ email: member.email, password: member.password }))!.value;
    const asGateway = () => request(context().url).post('/internal/sessions/resolve').set(auth.identityHeaders({ service: 'gateway' }));
    const resolve = (token: string) => asGateway().send({ token });
    const sessionRow = async (token: string) =>
      (
        await context().db.query<{ last_seen_at: Date; expires_at: Date; impersonated_member_id: string | null }>(
          'SELECT last_seen_at, expires_at, impersonated_member_id FROM sessions WHERE token_hash = $1',
          [sessionTokenHash(token)],
        )
      )[0];

    beforeEach(() => {
      auth.clock.now = Date.parse('2025-06-01T10:00:00Z');
    });

    test('the gateway resolves a cookie token to the member; an unknown or malformed one is a 404 / 400', async () => {
      const member = await insertMember(context().db);
      const token = await logIn(member);
      const resolved = await resolve(token);
      expect(resolved.status).toBe(200);
      expect(resolved.headers['cache-control']).toBe('no-store');
      expect(resolved.body).toEqual({ userId: member.id, email: member.email, impersonatorId: null, impersonatorEmail: null, roles: [] });
      expect((await resolve('x'.repeat(43))).status).toBe(404);
      expect((await resolve(sessionTokenHash(token))).status).toBe(404);
      expect((await asGateway().send({})).status).toBe(400);
    });

    test('only the gateway resolves sessions: a browser is a 401, another service a 403', async () => {
      const token = await logIn(await insertMember(context().db));
      expect((await post('/internal/sessions/resolve').send({ token })).status).toBe(401);
      const asCheckout = request(context().url).post('/internal/sessions/resolve').set(auth.identityHeaders({ service: 'cart-checkout' }));
      expect((await asCheckout.send({ token })).status).toBe(403);
    });

    test('a session lasts 30 days from its last use, and the row is written at most once a minute', async () => {
      const member = await insertMember(context().db);
      const loggedInAt = auth.clock.now!;
      const token = await logIn(member);
      expect((await sessionRow(token))!.expires_at.getTime()).toBe(loggedInAt + sessionLifetimeMs);

      auth.clock.now = loggedInAt + lastSeenPrecisionMs - 1;
      expect((await resolve(token)).status).toBe(200);
      expect((await sessionRow(token))!.last_seen_at.getTime()).toBe(loggedInAt);

      auth.clock.now = loggedInAt + 20 * 24 * 60 * 60_000;
      expect((await resolve(token)).status).toBe(200);
      expect((await sessionRow(token))!.expires_at.getTime()).toBe(auth.clock.now + sessionLifetimeMs);

      auth.clock.now += sessionLifetimeMs - 1;
      expect((await resolve(token)).status).toBe(200);
      auth.clock.now += sessionLifetimeMs;
      expect((await resolve(token)).status).toBe(404);
    });

    test('logout deletes the session and clears the cookie; the token resolves to nothing afterwards', async () => {
      const member = await insertMember(context().db);
      const token = await logIn(member);
      const other = await logIn(member);
      const response = await post('/dologout').set('Cookie', `session=${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, redirectUrl: '/' });
      // The team's word to the gateway that this cookie's session changed.
      expect(response.headers['x-session-changed']).toBe('1');
      const cleared = sessionCookieOf(response)!;
      expect(cleared.value).toBe('');
      expect(cleared.attributes).toMatchObject({ httponly: true, path: '/', samesite: 'Lax' });
      expect(new Date(cleared.attributes.expires as string).getTime()).toBeLessThan(Date.now());
      expect((await resolve(token)).status).toBe(404);
      expect(await sessionRow(token)).toBeUndefined();
      // Only this browser's session ends.
      expect((await resolve(other)).status).toBe(200);
    });

    test('logout without a session still answers and clears the cookie', async () => {
      const response = await post('/dologout');
      expect(response.body).toEqual({ success: true, redirectUrl: '/' });
      expect(sessionCookieOf(response)!.value).toBe('');
    });

    test('stopping an impersonation turns the session back into the administrator’s own', async () => {
      const admin = await insertMember(context().db, { roles: ['admin'] });
      const customer = await insertMember(context().db);
      const token = await logIn(admin);
      await context().db.query('UPDATE sessions SET impersonated_member_id = $2 WHERE token_hash = $1', [sessionTokenHash(token), customer.id]);
      expect((await resolve(token)).body).toEqual({
        userId: customer.id,
        email: customer.email,
        impersonatorId: admin.id,
        impersonatorEmail: admin.email,
        roles: ['admin'],
      });
      const stopped = await post('/dologout/stopimpersonation').set('Cookie', `session=${token}`);
      expect(stopped.body).toEqual({ success: true, redirectUrl: '/' });
      expect(stopped.headers['x-session-changed']).toBe('1');
      expect((await resolve(token)).body).toMatchObject({ userId: admin.id, impersonatorId: null });
    });

    test('an administrator who lost the role acts as nobody but themselves', async () => {
      const admin = await insertMember(context().db, { roles: ['admin'] });
      const customer = await insertMember(context().db);
      const token = await logIn(admin);
      await context().db.query('UPDATE sessions SET impersonated_member_id = $2 WHERE token_hash = $1', [sessionTokenHash(token), customer.id]);
      await context().db.query("UPDATE members SET roles = '{}' WHERE id = $1", [admin.id]);
      expect((await resolve(token)).body).toEqual({ userId: admin.id, email: admin.email, impersonatorId: null, impersonatorEmail: null, roles: [] });
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
