import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { AuthenticationChallenge } from '../../../contract/login';
import { solveChallenge } from '../challenge/solve-challenge';
import { authTestServices, insertMember, sessionCookieOf, type TestMember } from '../testing/sessions';
import { describeOnEachBackend } from '../testing/test-app';
import { resetTokenValidityMs } from './reset-tokens';
import { resetThrottleWindowMs } from './reset-throttle';

let auth: ReturnType<typeof authTestServices>;
let addresses = 0;

describeOnEachBackend(
  'forgotten password',
  (context) => {
    const url = () => context().url;
    const headers = (identity: object = {}) => auth.identityHeaders({ culture: 'en-US', clientAddress: `203.0.113.${++addresses % 250}`, ...identity });
    const askForLink = (body: object, path = '/ForgotPasswordPage/ResetPassword', identity: object = {}) =>
      request(url()).post(path).set(headers(identity)).send(body);
    const mailsTo = (email: string) =>
      context().db.query<{ kind: string; subject: string; text: string; html: string }>(
        'SELECT kind, subject, text, html FROM mail_outbox WHERE "to" = $1 ORDER BY created_at',
        [email],
      );
    const tokenFromMail = (mail: { text: string }) => {
      const match = /\/forgot-password\?token=([\w-]+)/.exec(mail.text);
      if (!match) throw new Error(`no reset link in ${mail.text}`);
      return match[1]!;
    };
    const page = (token?: string) =>
      request(url())
        .get(`/page/forgot-password${token === undefined ? '' : `?token=${token}`}`)
        .set(headers());
    const update = (body: object) => request(url()).post('/api/forgot-password/update-password').set(headers()).send(body);
    const logIn = (member: { email: string }, password: string) =>
      request(url()).post('/dologin').set(headers()).send({ email: member.email, password });
    const aSolution = async () =>
      solveChallenge((await request(url()).get('/api/authentication/challenge').set(headers())).body as AuthenticationChallenge);

    beforeEach(() => {
      auth.clock.now = Date.parse('2025-07-01T09:00:00Z') + Math.floor(Math.random() * 1e9);
    });

    test('a member gets a link by mail; the page shows the masked e-mail; the new password works once and logs out everywhere', async () => {
      const member = await insertMember(context().db);
      const sessionBefore = sessionCookieOf(await logIn(member, member.password))!.value;

      const asked = await askForLink({ email: ` ${member.email.toUpperCase()} ` });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ response: 'ok', message: expect.stringContaining('If there is an account'), needsV2Token: false });
      const [mail] = await mailsTo(member.email);
      expect(mail).toMatchObject({ kind: 'reset-password', subject: 'Choose a new password' });
      expect(mail!.text).toContain('http://shop.test/forgot-password?token=');
      const token = tokenFromMail(mail!);
      expect(mail!.html).toContain(`href="http://shop.test/forgot-password?token=${token}"`);
      // Only the hash is kept.
      expect(JSON.stringify(await context().db.query('SELECT * FROM password_reset_tokens'))).not.toContain(token);

      const shown = await page(token);
      expect(shown.status).toBe(200);
      expect(shown.headers['referrer-policy']).toBe('no-referrer');
      expect(shown.body).toMatchObject({
        componentName: 'ForgotPasswordPageViewModel',
        url: '/forgot-password',
        token,
        maskedEmail: `${member.email[0]}•••@example.com`,
        minPasswordLength: 8,
        currentTheme: 'default',
        meta: { title: expect.stringContaining('Choose a new password') },
      });

      expect((await update({ token, password: 'short' })).body).toEqual({ success: false, message: 'The password needs at least 8 characters.' });
      const done = await update({ token, password: 'my-new-password' });
      expect(done.body).toEqual({ success: true, message: 'Your new password is saved. Log in with it.' });
      // Every session of the member ended.
      expect(done.headers['x-session-changed']).toBe('1');

      // The token is used up; the old password and the old session are gone.
      expect((await update({ token, password: 'another-password' })).body).toEqual({
        success: false,
        message: 'The link has expired or has already been used. Ask for a new one.',
      });
      expect((await page(token)).body.token).toBeNull();
      expect((await request(url()).post('/internal/sessions/resolve').set(headers({ service: 'gateway' })).send({ token: sessionBefore })).status).toBe(404);
      expect((await logIn(member, member.password)).body.success).toBe(false);
      expect((await logIn(member, 'my-new-password')).body.success).toBe(true);
    });

    test('an unknown e-mail gets the same answer and no mail; a malformed one is notOk; both paths answer the same', async () => {
      const email = `nobody-${randomUUID()}@example.com`;
      const member = await insertMember(context().db);
      const unknown = await askForLink({ email });
      const known = await askForLink({ email: member.email }, '/api/forgot-password');
      expect(unknown.body).toEqual(known.body);
      expect(await mailsTo(email)).toEqual([]);
      expect(await mailsTo(member.email)).toHaveLength(1);
      expect((await askForLink({ email: 'not an email' })).body).toEqual({
        response: 'notOk',
        message: 'Enter a valid e-mail address, for example name@example.com.',
        needsV2Token: false,
      });
      expect((await askForLink({})).status).toBe(400);
    });

    test('a customer who never joined the club must accept the terms first; the acceptance is recorded with the new password', async () => {
      const customer = await insertMember(context().db, { clubTerms: false });
      const first = await askForLink({ email: customer.email });
      expect(first.body).toEqual({ response: 'needClubTermsAccepted', message: 'Accept the club terms to get a new password.', needsV2Token: false });
      expect(await mailsTo(customer.email)).toEqual([]);
      const accepted = await askForLink({ email: customer.email, clubTerms: true });
      expect(accepted.body.response).toBe('ok');
      const clubBefore = await context().db.query('SELECT club_terms_accepted_at FROM members WHERE id = $1', [customer.id]);
      expect(clubBefore).toEqual([{ club_terms_accepted_at: null }]);
      const token = tokenFromMail((await mailsTo(customer.email))[0]!);
      expect((await update({ token, password: 'joined-the-club' })).body.success).toBe(true);
      const [club] = await context().db.query<{ club_terms_accepted_at: Date | null }>('SELECT club_terms_accepted_at FROM members WHERE id = $1', [
        customer.id,
      ]);
      expect(new Date(club!.club_terms_accepted_at!).getTime()).toBe(auth.clock.now);
    });

    test('a link works for an hour only; an unknown or missing token gives a page with token null', async () => {
      const member = await insertMember(context().db);
      await askForLink({ email: member.email });
      const token = tokenFromMail((await mailsTo(member.email))[0]!);
      auth.clock.now! += resetTokenValidityMs + 1;
      expect((await page(token)).body.token).toBeNull();
      expect((await update({ token, password: 'too-late-password' })).body.success).toBe(false);
      expect((await page('x'.repeat(43))).body).toMatchObject({ token: null, minPasswordLength: 8 });
      expect((await page()).body.token).toBeNull();
      expect((await page(undefined)).body.maskedEmail).toBeUndefined();
    });

    test('two simultaneous uses of one link: exactly one sets the password', async () => {
      const member = await insertMember(context().db);
      await askForLink({ email: member.email });
      const token = tokenFromMail((await mailsTo(member.email))[0]!);
      const answers = await Promise.all(['first-new-password', 'second-new-password', 'third-new-password'].map((password) => update({ token, password })));
      const winners = answers.filter((answer) => answer.body.success);
      expect(winners).toHaveLength(1);
      const winning = ['first-new-password', 'second-new-password', 'third-new-password'][answers.indexOf(winners[0]!)]!;
      expect((await logIn(member, winning)).body.success).toBe(true);
    });

    test('a newer link does not keep an older one alive after a reset', async () => {
      const member: TestMember = await insertMember(context().db);
      await askForLink({ email: member.email });
      await askForLink({ email: member.email });
      const [older, newer] = (await mailsTo(member.email)).map(tokenFromMail);
      expect((await update({ token: newer, password: 'newest-password' })).body.success).toBe(true);
      expect((await update({ token: older, password: 'older-password' })).body.success).toBe(false);
    });

    test('more than 3 requests per e-mail within 15 minutes need a solved challenge', async () => {
      const member = await insertMember(context().db);
      const answers = [];
      for (let n = 1; n <= 3; n++) answers.push((await askForLink({ email: member.email })).body.needsV2Token);
      expect(answers).toEqual([false, false, true]);
      const fourth = await askForLink({ email: member.email });
      expect(fourth.body).toEqual({ response: 'notOk', message: expect.stringContaining('robot'), needsV2Token: true });
      expect(await mailsTo(member.email)).toHaveLength(3);
      const solved = await askForLink({ email: member.email, recaptchaV2Token: await aSolution() });
      expect(solved.body).toMatchObject({ response: 'ok', needsV2Token: true });
      expect(await mailsTo(member.email)).toHaveLength(4);
      auth.clock.now! += resetThrottleWindowMs + 1;
      expect((await askForLink({ email: member.email })).body).toMatchObject({ response: 'ok', needsV2Token: false });
    });

    test('more than 10 requests from one address within 15 minutes need a solved challenge', async () => {
      const clientAddress = `2001:db8::${++addresses}`;
      for (let n = 1; n <= 10; n++) {
        const answer = await askForLink({ email: `someone-${n}-${randomUUID()}@example.com` }, undefined, { clientAddress });
        expect(answer.body).toMatchObject({ response: 'ok', needsV2Token: n === 10 });
      }
      const eleventh = await askForLink({ email: `someone-11-${randomUUID()}@example.com` }, undefined, { clientAddress });
      expect(eleventh.body).toMatchObject({ response: 'notOk', needsV2Token: true });
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
