import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createArgon2Hasher } from '../password/password-hashing';
import { authTestServices, insertMember, sessionCookieOf } from '../testing/sessions';
import { sessionTokenHash } from '../sessions/session-store';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

let auth: ReturnType<typeof authTestServices>;

describeOnEachBackend(
  'POST /dologin',
  (context) => {
    const logIn = (body: object, identity: Parameters<typeof identityHeaders>[0] = {}) =>
      request(context().url).post('/dologin').set(identityHeaders({ clientAddress: `192.0.2.${Math.floor(Math.random() * 250)}`, ...identity })).send(body);

    beforeEach(() => {
      auth.clock.now = null;
      auth.cartMerge.fails = false;
      auth.merges.length = 0;
    });

    test('the right password logs in: an HttpOnly, SameSite=Lax session cookie for 30 days, stored only as its hash', async () => {
      const member = await insertMember(context().db);
      const visitorId = randomUUID();
      const response = await logIn({ email: member.email, password: member.password }, { visitorId, market: 'NO', culture: 'nb-NO' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, needsV2Token: false });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-session-changed']).toBe('1');
      const cookie = sessionCookieOf(response)!;
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
      expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': String(30 * 24 * 60 * 60) });
      expect(cookie.attributes.secure).toBeUndefined();

      const rows = await context().db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE member_id = $1', [member.id]);
      expect(rows).toEqual([{ token_hash: sessionTokenHash(cookie.value) }]);
      expect(rows[0]!.token_hash).not.toContain(cookie.value);
      expect(JSON.stringify(await context().db.query('SELECT * FROM sessions'))).not.toContain(cookie.value);

      expect(auth.merges).toEqual([{ userId: member.id, visitorId, market: 'NO', culture: 'nb-NO', isStoreDevice: false }]);
    });

    test('the cookie is Secure when the browser came over https', async () => {
      const member = await insertMember(context().db);
      const response = await logIn({ email: member.email, password: member.password }).set('x-forwarded-proto', 'https');
      expect(sessionCookieOf(response)!.attributes.secure).toBe(true);
    });

    test('the e-mail is trimmed and its case does not matter', async () => {
      const member = await insertMember(context().db);
      const response = await logIn({ email: `  ${member.email.toUpperCase()} `, password: member.password });
      expect(response.body.success).toBe(true);
    });

    test('a wrong password and an unknown e-mail get the same answer, and no cookie', async () => {
      const member = await insertMember(context().db);
      const wrongPassword = await logIn({ email: member.email, password: 'not-the-password' });
      const unknownEmail = await logIn({ email: `nobody-${randomUUID()}@example.com`, password: member.password });
      expect(wrongPassword.status).toBe(200);
      expect(wrongPassword.body).toEqual({ success: false, needsV2Token: false, message: 'Fel e-postadress eller lösenord.' });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(sessionCookieOf(wrongPassword)).toBeNull();
      expect(sessionCookieOf(unknownEmail)).toBeNull();
      expect(wrongPassword.headers['x-session-changed']).toBeUndefined();
      expect(auth.merges).toEqual([]);
    });

    test('e-mail and password are required (400), and nothing is recorded', async () => {
      const email = `someone-${randomUUID()}@example.com`;
      expect((await logIn({ email, password: '' })).status).toBe(400);
      expect((await logIn({ email })).status).toBe(400);
      expect((await logIn({ email: '   ', password: 'x' })).status).toBe(400);
      expect((await logIn({ email: 42, password: 'x' })).status).toBe(400);
      expect(await context().db.query('SELECT 1 FROM login_attempts WHERE email = $1', [email])).toEqual([]);
    });

    test('store devices cannot log in (403), even with the right password', async () => {
      const member = await insertMember(context().db);
      const response = await logIn({ email: member.email, password: member.password }, { isStoreDevice: true, culture: 'en-US' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        success: false,
        message: expect.stringContaining('not possible on this device'),
        error: { code: 'login_disabled' },
      });
      expect(sessionCookieOf(response)).toBeNull();
    });

    test('a login replaces the session the browser already had (no session fixation)', async () => {
      const member = await insertMember(context().db);
      const first = sessionCookieOf(await logIn({ email: member.email, password: member.password }))!.value;
      const second = await logIn({ email: member.email, password: member.password }).set('Cookie', `other=1; session=${first}`);
      const secondToken = sessionCookieOf(second)!.value;
      expect(secondToken).not.toBe(first);
      const hashes = (await context().db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE member_id = $1', [member.id])).map(
        (row) => row.token_hash,
      );
      expect(hashes).toEqual([sessionTokenHash(secondToken)]);
    });

    test('a hash made with another cost is replaced by one with today’s at login', async () => {
      const member = await insertMember(context().db);
      const old = await createArgon2Hasher({ memoryCostKib: 2048, passes: 1 }).hash(member.password);
      await context().db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.id, old]);
      expect((await logIn({ email: member.email, password: member.password })).body.success).toBe(true);
      const [row] = await context().db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [member.id]);
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
      expect((await logIn({ email: member.email, password: member.password })).body.success).toBe(true);
    });

    test('a failing cart merge does not fail the login', async () => {
      auth.cartMerge.fails = true;
      const member = await insertMember(context().db);
      const response = await logIn({ email: member.email, password: member.password });
      expect(response.body.success).toBe(true);
      expect(sessionCookieOf(response)).not.toBeNull();
      expect(auth.merges).toHaveLength(1);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
  'http',
);
