import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { RegistrationResponse } from '../../../contract/registration';
import { solveChallenge } from '../challenge/solve-challenge';
import { accountText } from '../login/account-text';
import type { PasswordHasher } from '../password/password-hasher';
import { createResetToken } from '../password/reset-tokens';
import { authTestServices, cheapHasher, insertMember, sessionCookieOf, testChallengeDifficulty } from '../testing/sessions';
import { sessionTokenHash } from '../sessions/session-store';
import { describeOnEachBackend } from '../testing/test-app';
import { confirmationMailsPerHour, confirmationValidityMs } from './registration-confirmations';
import { registrationsBeforeChallenge, registrationWindowMs } from './registration-throttle';

let auth: ReturnType<typeof authTestServices>;
/** Every password hashed: a taken address must cost the same hashing as a free one. */
const hashed: string[] = [];
const countingHasher: PasswordHasher = {
  ...cheapHasher,
  hash: async (password) => {
    hashed.push(password);
    return cheapHasher.hash(password);
  },
};

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
    const confirm = (token: string, identity: object = {}) =>
      request(context().url).post('/api/authentication/confirm-registration').set(auth.identityHeaders({ culture: 'en-US', ...identity })).send({ token });
    const logIn = (email: string, password: string) =>
      request(context().url).post('/dologin').set(auth.identityHeaders({ culture: 'en-US' })).send({ email, password });
    const mailsTo = (email: string, kind: string) =>
      context().db.query<{ subject: string; text: string; html: string }>('SELECT subject, text, html FROM mail_outbox WHERE "to" = $1 AND kind = $2 ORDER BY created_at', [
        email,
        kind,
      ]);
    const linkTokenOf = (mail: { text: string }) => /\/\?confirmRegistration=([\w-]+)/.exec(mail.text)![1]!;
    const checkInbox = (email: string) => ({ isValid: true, message: accountText('fi-FI')('/AccountApi/Registration/CheckInbox', { email }) });

    beforeEach(() => {
      auth.clock.now = null;
      auth.merges.length = 0;
      hashed.length = 0;
    });

    test('a new member waits, unconfirmed and not logged in, for the mailed link; the link confirms, logs in and welcomes', async () => {
      const body = aRegistration({ email: `  New-${randomUUID()}@Example.com ` });
      const email = body.email.trim().toLowerCase();
      const response = await register(body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(checkInbox(email));
      expect(sessionCookieOf(response)).toBeNull();
      const [member] = await context().db.query<Record<string, unknown>>(
        `SELECT id, email, phone_number, birth_date::text AS birth_date, email_subscription, text_subscription,
                club_terms_accepted_at IS NOT NULL AS club, market, culture, roles, password_hash, email_confirmed_at
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
        email_confirmed_at: null,
      });
      expect(auth.merges).toEqual([]);
      const [mail, ...more] = await mailsTo(email, 'registration-confirmation');
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ subject: 'Vahvista sähköpostiosoitteesi', text: expect.stringContaining('http://shop.test/?confirmRegistration='), html: expect.stringContaining('lang="fi-FI"') });
      // Kept as a keyed hash only.
      expect(JSON.stringify(await context().db.query('SELECT * FROM registration_confirmations'))).not.toContain(linkTokenOf(mail!));

      // Not confirmed: the right password does not log in, and says why.
      const early = await logIn(email, body.password);
      expect(early.body).toEqual({ success: false, needsV2Token: false, message: 'Confirm your e-mail address first: we have sent you the link. It works for 24 hours.' });
      expect(sessionCookieOf(early)).toBeNull();

      const visitorId = randomUUID();
      const confirmed = await confirm(linkTokenOf(mail!), { visitorId, market: 'FI', culture: 'fi-FI' });
      expect(confirmed.body).toEqual({ success: true, message: 'Sähköpostiosoitteesi on vahvistettu. Tervetuloa!' });
      const cookie = sessionCookieOf(confirmed)!;
      expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });
      expect(await context().db.query('SELECT member_id FROM sessions WHERE token_hash = $1', [sessionTokenHash(cookie.value)])).toEqual([{ member_id: member!.id }]);
      expect(auth.merges).toEqual([{ userId: member!.id, visitorId, market: 'FI', culture: 'fi-FI', isStoreDevice: false }]);
      expect(await mailsTo(email, 'welcome')).toEqual([
        { subject: 'Tervetuloa klubiin', text: expect.stringContaining('http://shop.test/my-pages'), html: expect.stringContaining('lang="fi-FI"') },
      ]);
      expect(await context().db.query('SELECT kind, target_url FROM notifications WHERE member_id = $1', [member!.id])).toEqual([{ kind: 'welcome', target_url: '/my-pages' }]);

      // The link works once; the password logs in from now on.
      expect((await confirm(linkTokenOf(mail!))).body).toEqual({ success: false, message: expect.stringContaining('has expired or has already been used') });
      expect((await logIn(email, body.password)).body).toEqual({ success: true, needsV2Token: false });
    });

    test('a taken address gets the same answer after the same hashing, nothing changes on it, and its owner is told once an hour', async () => {
      const owner = await insertMember(context().db, { culture: 'en-US' });
      const free = aRegistration();
      const freeAnswer = await register(free);
      const takenAnswer = await register({ ...free, email: owner.email.toUpperCase(), password: 'the-attacker-password' });
      expect([freeAnswer.status, takenAnswer.status]).toEqual([200, 200]);
      expect(takenAnswer.body).toEqual(checkInbox(owner.email));
      expect(Object.keys(takenAnswer.body)).toEqual(Object.keys(freeAnswer.body));
      expect(hashed).toEqual([free.password, 'the-attacker-password']);
      expect((await logIn(owner.email, owner.password)).body.success).toBe(true);
      expect((await logIn(owner.email, 'the-attacker-password')).body.success).toBe(false);

      const [notice, ...more] = await mailsTo(owner.email, 'registration-attempt');
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ subject: 'Someone tried to register with your e-mail address', text: expect.stringContaining('http://shop.test/?login=required') });
      expect(await mailsTo(owner.email, 'registration-confirmation')).toEqual([]);

      auth.clock.now = Date.now();
      await register({ ...free, email: owner.email });
      expect(await mailsTo(owner.email, 'registration-attempt')).toHaveLength(1);
      auth.clock.now += registrationWindowMs;
      await register({ ...free, email: owner.email });
      expect(await mailsTo(owner.email, 'registration-attempt')).toHaveLength(2);
    });

    test('registering again on a waiting address replaces that registration: the earlier link stops working', async () => {
      const first = aRegistration({ password: 'the-first-password' });
      await register(first);
      await register({ ...first, password: 'the-second-password', phoneNumber: '0701234567' });
      const [earlier, later] = await mailsTo(first.email, 'registration-confirmation');
      expect(await context().db.query('SELECT phone_number FROM members WHERE email = $1', [first.email])).toEqual([{ phone_number: '0701234567' }]);
      expect((await confirm(linkTokenOf(earlier!))).body.success).toBe(false);
      expect((await confirm(linkTokenOf(later!))).body.success).toBe(true);
      expect((await logIn(first.email, 'the-first-password')).body.success).toBe(false);
      expect((await logIn(first.email, 'the-second-password')).body.success).toBe(true);
    });

    test('a waiting registration gets a few confirmation mails an hour, and its link lasts a day', async () => {
      auth.clock.now = Date.now();
      const body = aRegistration();
      for (let again = 0; again < confirmationMailsPerHour + 2; again++) await register(body);
      const mails = await mailsTo(body.email, 'registration-confirmation');
      expect(mails).toHaveLength(confirmationMailsPerHour);
      // The login's reminder waits for the hour too.
      expect((await logIn(body.email, body.password)).body.message).toContain('Confirm your e-mail address first');
      expect(await mailsTo(body.email, 'registration-confirmation')).toHaveLength(confirmationMailsPerHour);

      auth.clock.now += 60 * 60_000;
      await logIn(body.email, body.password);
      const [reminder] = (await mailsTo(body.email, 'registration-confirmation')).slice(confirmationMailsPerHour);
      expect(reminder).toBeDefined();
      auth.clock.now += confirmationValidityMs;
      expect((await confirm(linkTokenOf(reminder!))).body.success).toBe(false);
    });

    test('birth date and phone may be left out (phone per the rules); subscriptions as chosen', async () => {
      const body = aRegistration({ birthDate: undefined, phoneNumber: '0701234567', emailSubscription: false, textSubscription: true });
      expect((await register(body)).body).toEqual(checkInbox(body.email));
      const [member] = await context().db.query('SELECT birth_date, text_subscription FROM members WHERE email = $1', [body.email]);
      expect(member).toEqual({ birth_date: null, text_subscription: true });
    });

    test('invalid fields: isValid false with a message per field, nothing stored, nothing hashed', async () => {
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
      expect(hashed).toEqual([]);
      expect(await context().db.query("SELECT 1 FROM members WHERE email = 'not-an-email'")).toEqual([]);
      expect((await register({ ...aRegistration(), acceptedTerms: 'yes' })).status).toBe(400);
    });

    test('two registrations racing for one e-mail: one member, the same answer for each', async () => {
      const body = aRegistration();
      const answers = await Promise.all([register(body), register(body), register(body)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.body)).toEqual([checkInbox(body.email), checkInbox(body.email), checkInbox(body.email)]);
      expect(await context().db.query('SELECT 1 FROM members WHERE email = $1', [body.email])).toHaveLength(1);
    });

    test('from one address, each registration past the third in an hour needs a solved challenge, one bit harder each time', async () => {
      const clientAddress = `192.0.2.${Math.floor(Math.random() * 250)}`;
      auth.clock.now = Date.now();
      for (let free = 0; free < registrationsBeforeChallenge; free++) expect((await register(aRegistration(), { clientAddress })).body.isValid).toBe(true);

      const refused = aRegistration();
      const asked = await register(refused, { clientAddress });
      expect(asked.body).toEqual({
        isValid: false,
        needsV2Token: true,
        message: expect.any(String),
        challenge: expect.objectContaining({ difficultyBits: testChallengeDifficulty.first }),
      } satisfies RegistrationResponse);
      expect(await context().db.query('SELECT 1 FROM members WHERE email = $1', [refused.email])).toEqual([]);
      expect(hashed).toHaveLength(registrationsBeforeChallenge);

      const solved = await register({ ...refused, recaptchaV2Token: solveChallenge(asked.body.challenge) }, { clientAddress });
      expect(solved.body).toEqual(checkInbox(refused.email));
      const next = await register(aRegistration(), { clientAddress });
      expect(next.body.challenge.difficultyBits).toBe(testChallengeDifficulty.first + 1);
      // Another address, or the next hour, is free again.
      expect((await register(aRegistration(), { clientAddress: '198.51.100.250' })).body.isValid).toBe(true);
      auth.clock.now += registrationWindowMs;
      expect((await register(aRegistration(), { clientAddress })).body.isValid).toBe(true);
    });

    test('store devices cannot register (403), nor confirm', async () => {
      const body = aRegistration();
      const response = await register(body, { isStoreDevice: true });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ isValid: false, message: expect.any(String), error: { code: 'login_disabled' } });
      expect(await context().db.query('SELECT 1 FROM members WHERE email = $1', [body.email])).toEqual([]);
      expect((await confirm('x'.repeat(43), { isStoreDevice: true })).status).toBe(403);
    });

    test('the demo members and everyone before are confirmed; a password reset confirms a waiting registration', async () => {
      const member = await insertMember(context().db);
      expect((await logIn(member.email, member.password)).body.success).toBe(true);
      const waiting = aRegistration();
      await register(waiting);
      const [row] = await context().db.query<{ id: string }>('SELECT id FROM members WHERE email = $1 AND email_confirmed_at IS NULL', [waiting.email]);
      // The link of a forgotten-password mail proves the address as well as the confirmation link would.
      const token = await createResetToken(context().db, row!.id, false, Date.now());
      const reset = await request(context().url).post('/api/forgot-password/update-password').set(auth.identityHeaders()).send({ token, password: 'a-reset-password' });
      expect(reset.body.success).toBe(true);
      expect((await logIn(waiting.email, 'a-reset-password')).body.success).toBe(true);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return { ...auth.services, passwords: countingHasher };
  },
);
