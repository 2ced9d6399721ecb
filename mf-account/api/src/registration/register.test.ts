import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { authTestServices, sessionCookieOf } from '../sessions/session-test-support';
import { sessionTokenHash } from '../sessions/session-store';
import { describeOnEachBackend } from '../test-support/test-app';

let auth: ReturnType<typeof authTestServices>;

describeOnEachBackend(
  'POST /register',
  (context) => {
    const aRegistration = (overrides: object = {}) => ({
      email: `new-${randomUUID()}@example.com`,
      password: 'a-good-password',
      phoneNumber: '+46 70 123 45 67',
      birthDate: '1990-04-12',
      emailSubscription: true,
      textSubscription: false,
      acceptedTerms: true,
      ...overrides,
    });
    const register = (body: object, identity: object = {}) =>
      request(context().url).post('/register').set(auth.identityHeaders({ market: 'FI', culture: 'fi-FI', ...identity })).send(body);

    beforeEach(() => {
      auth.clock.now = null;
      auth.merges.length = 0;
    });

    test('a new member: stored with the terms accepted, logged in, cart merged, welcomed by mail and notification', async () => {
      const body = aRegistration({ email: `  New-${randomUUID()}@Example.com ` });
      const visitorId = randomUUID();
      const response = await register(body, { visitorId });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ isValid: true });
      const email = body.email.trim().toLowerCase();
      const [member] = await context().db.query<Record<string, unknown>>(
        `SELECT id, email, phone_number, birth_date::text AS birth_date, email_subscription, text_subscription,
                club_terms_accepted_at IS NOT NULL AS club, market, culture, roles, password_hash
         FROM members WHERE email = $1`,
        [email],
      );
      expect(member).toMatchObject({
        email,
        phone_number: '+46 70 123 45 67',
        birth_date: '1990-04-12',
        email_subscription: true,
        text_subscription: false,
        club: true,
        market: 'FI',
        culture: 'fi-FI',
        roles: [],
        password_hash: expect.stringMatching(/^\$argon2id\$/),
      });

      const cookie = sessionCookieOf(response)!;
      expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });
      expect(await context().db.query('SELECT member_id FROM sessions WHERE token_hash = $1', [sessionTokenHash(cookie.value)])).toEqual([
        { member_id: member!.id },
      ]);
      expect(auth.merges).toEqual([{ userId: member!.id, visitorId, market: 'FI', culture: 'fi-FI', isStoreDevice: false }]);

      const mails = await context().db.query<{ kind: string; subject: string; text: string; html: string }>(
        'SELECT kind, subject, text, html FROM mail_outbox WHERE "to" = $1',
        [email],
      );
      expect(mails).toEqual([
        { kind: 'welcome', subject: 'Tervetuloa klubiin', text: expect.stringContaining('http://shop.test/my-pages'), html: expect.stringContaining('lang="fi-FI"') },
      ]);
      const notifications = await context().db.query<{ kind: string; target_url: string }>(
        'SELECT kind, target_url FROM notifications WHERE member_id = $1',
        [member!.id],
      );
      expect(notifications).toEqual([{ kind: 'welcome', target_url: '/my-pages' }]);

      // And the new member can log in with the password.
      const login = await request(context().url).post('/dologin').set(auth.identityHeaders()).send({ email, password: body.password });
      expect(login.body.success).toBe(true);
    });

    test('birth date and phone may be left out (phone per the rules); subscriptions as chosen', async () => {
      const body = aRegistration({ birthDate: undefined, phoneNumber: '0701234567', emailSubscription: false, textSubscription: true });
      expect((await register(body)).body).toEqual({ isValid: true });
      const [member] = await context().db.query('SELECT birth_date, text_subscription FROM members WHERE email = $1', [body.email]);
      expect(member).toEqual({ birth_date: null, text_subscription: true });
    });

    test('invalid fields: isValid false with a message per field, nothing stored, no cookie', async () => {
      const body = aRegistration({ email: 'not-an-email', password: 'short', phoneNumber: '12', birthDate: '2999-01-01', acceptedTerms: false });
      const response = await register(body, { culture: 'en-US' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        isValid: false,
        message: 'Please check the marked fields.',
        fieldErrors: {
          email: expect.any(String),
          password: 'The password needs at least 8 characters.',
          phoneNumber: expect.any(String),
          birthDate: expect.any(String),
          acceptedTerms: expect.any(String),
        },
      });
      expect(sessionCookieOf(response)).toBeNull();
      expect(await context().db.query("SELECT 1 FROM members WHERE email = 'not-an-email'")).toEqual([]);
      expect((await register({ ...aRegistration(), acceptedTerms: 'yes' })).status).toBe(400);
    });

    test('an e-mail already registered (in any case) is refused with a clear message', async () => {
      const body = aRegistration();
      expect((await register(body)).body.isValid).toBe(true);
      const again = await register({ ...body, email: body.email.toUpperCase() }, { culture: 'en-US' });
      expect(again.body).toEqual({
        isValid: false,
        message: 'There is already an account with this e-mail address. Log in, or ask for a new password.',
        fieldErrors: { email: expect.any(String) },
      });
      expect(sessionCookieOf(again)).toBeNull();
    });

    test('two registrations racing for one e-mail: one member, the other told the e-mail is taken', async () => {
      const body = aRegistration();
      const answers = await Promise.all([register(body), register(body), register(body)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.filter((answer) => answer.body.isValid)).toHaveLength(1);
      expect(answers.filter((answer) => !answer.body.isValid).every((answer) => answer.body.fieldErrors.email)).toBe(true);
      expect(await context().db.query('SELECT 1 FROM members WHERE email = $1', [body.email])).toHaveLength(1);
      expect(await context().db.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [body.email])).toHaveLength(1);
    });

    test('store devices cannot register (403)', async () => {
      const body = aRegistration();
      const response = await register(body, { isStoreDevice: true });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ isValid: false, message: expect.any(String), error: { code: 'login_disabled' } });
      expect(await context().db.query('SELECT 1 FROM members WHERE email = $1', [body.email])).toEqual([]);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
