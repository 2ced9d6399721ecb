import request from 'supertest';
import type { LoginResponse } from '../../../contract/login';
import { solveChallenge } from '../challenge/solve-challenge';
import { authTestServices, insertMember, sessionCookieOf, type TestMember } from '../testing/sessions';
import { describeOnEachBackend } from '../testing/test-app';
import { throttleLimits, throttleWindowMs } from './login-throttle';
import { unlockBrowserValidityMs, unlockFailuresAllowed, unlockLinkValidityMs } from './login-unlocks';

let auth: ReturnType<typeof authTestServices>;
let addresses = 0;

/** The `login_unlock` cookie a response set, as its Set-Cookie line. */
const unlockCookieLine = (response: request.Response) =>
  ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((line) => line.startsWith('login_unlock=')) ?? null;

describeOnEachBackend(
  'the unlock link of an account under attack',
  (context) => {
    const anAddress = () => `203.0.113.${++addresses % 250}`;
    const logIn = (body: object, cookie?: string) => {
      auth.clock.now! += 1;
      const sent = request(context().url).post('/dologin').set(auth.identityHeaders({ clientAddress: anAddress(), culture: 'en-US' }));
      return (cookie ? sent.set('Cookie', cookie) : sent).send(body);
    };
    const unlock = (token: string) =>
      request(context().url).post('/api/authentication/unlock-login').set(auth.identityHeaders({ culture: 'en-US' })).send({ token });
    const unlockMails = (member: TestMember) =>
      context().db.query<{ subject: string; text: string; html: string }>(
        `SELECT subject, text, html FROM mail_outbox WHERE "to" = $1 AND kind = 'login-unlock' ORDER BY created_at`,
        [member.email],
      );
    const linkTokenOf = (mail: { text: string }) => /\/\?unlockLogin=([\w-]+)/.exec(mail.text)![1]!;

    /** The challenge the last answer for an e-mail asked for. */
    const asked = new Map<string, LoginResponse['challenge']>();

    /** Failures from as many addresses, each with the challenge the last answer asked for; the last answer. */
    async function attack(member: TestMember, failures: number): Promise<request.Response> {
      let answer: request.Response | null = null;
      for (let guess = 0; guess < failures; guess++) {
        const challenge = asked.get(member.email);
        answer = await logIn({ email: member.email, password: `guess-${guess}`, ...(challenge ? { recaptchaV2Token: solveChallenge(challenge) } : {}) });
        expect(answer.status).toBe(200);
        expect(answer.body.message).not.toContain('robot');
        asked.set(member.email, (answer.body as LoginResponse).challenge);
      }
      return answer!;
    }

    beforeEach(() => {
      auth.clock.now = Date.parse('2025-07-01T08:00:00Z') + Math.floor(Math.random() * 1e9);
    });

    test('under attack the owner is mailed a link once per window, and told so in the answers', async () => {
      const member = await insertMember(context().db, { culture: 'en-US' });
      const before = await attack(member, throttleLimits.accountFailuresUnderAttack - 1);
      expect(before.body.message).toBe('Wrong e-mail address or password.');
      expect(await unlockMails(member)).toEqual([]);

      const tenth = await attack(member, 1);
      expect(tenth.body).toMatchObject({ success: false, needsV2Token: true, message: 'Wrong e-mail address or password.' });
      expect(await unlockMails(member)).toHaveLength(1);
      const unsolved = await logIn({ email: member.email, password: member.password });
      expect(unsolved.body).toMatchObject({ success: false, needsV2Token: true, message: expect.stringContaining('a link in your e-mail') });
      await attack(member, 5);
      const [mail, ...more] = await unlockMails(member);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Someone is trying to log in to your account');
      expect(mail!.text).toContain(`http://shop.test/?unlockLogin=`);
      // Kept only as a keyed hash: the table does not hold the link's token.
      expect(JSON.stringify(await context().db.query('SELECT * FROM login_unlocks'))).not.toContain(linkTokenOf(mail!));

      auth.clock.now! += throttleWindowMs;
      await attack(member, throttleLimits.accountFailuresUnderAttack);
      expect(await unlockMails(member)).toHaveLength(2);
    });

    test('the link lets the owner’s browser log in with the right password and no challenge, whatever the attacker does', async () => {
      const member = await insertMember(context().db);
      await attack(member, throttleLimits.accountFailuresUnderAttack);
      const [mail] = await unlockMails(member);
      const opened = await unlock(linkTokenOf(mail!));
      expect(opened.body).toEqual({ success: true, message: 'Your next login on this browser skips the extra check. Log in with your password.' });
      expect(opened.headers['cache-control']).toBe('no-store');
      const line = unlockCookieLine(opened)!;
      expect(line).toMatch(/^login_unlock=[\w-]{43}; Max-Age=3600; Path=\/dologin; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
      const cookie = line.split(';')[0]!;

      await attack(member, 20);
      const owner = await logIn({ email: member.email, password: member.password }, cookie);
      expect(owner.body).toEqual({ success: true, needsV2Token: false });
      expect(sessionCookieOf(owner)).not.toBeNull();
      expect(unlockCookieLine(owner)).toMatch(/^login_unlock=;/);

      // Used up: the link and the cookie open nothing any more.
      expect((await unlock(linkTokenOf(mail!))).body).toEqual({ success: false, message: 'The link has expired or has already been used. Log in as usual.' });
      await attack(member, throttleLimits.accountFailuresBeforeChallenge);
      expect((await logIn({ email: member.email, password: member.password }, cookie)).body).toMatchObject({ success: false, needsV2Token: true });
    });

    test('the cookie unlocks its own member only, for an hour, and a few typos void it', async () => {
      const member = await insertMember(context().db);
      const other = await insertMember(context().db);
      await attack(member, throttleLimits.accountFailuresUnderAttack);
      await attack(other, throttleLimits.accountFailuresUnderAttack);
      const cookie = unlockCookieLine(await unlock(linkTokenOf((await unlockMails(member))[0]!)))!.split(';')[0]!;

      expect((await logIn({ email: other.email, password: other.password }, cookie)).body.needsV2Token).toBe(true);
      for (let typo = 1; typo <= unlockFailuresAllowed; typo++) {
        expect((await logIn({ email: member.email, password: `typo-${typo}` }, cookie)).body).toMatchObject({ success: false, message: 'Wrong e-mail address or password.' });
      }
      expect((await logIn({ email: member.email, password: member.password }, cookie)).body).toMatchObject({ success: false, needsV2Token: true });

      await attack(member, 1);
      auth.clock.now! += throttleWindowMs;
      await attack(member, throttleLimits.accountFailuresUnderAttack);
      const fresh = unlockCookieLine(await unlock(linkTokenOf((await unlockMails(member))[1]!)))!.split(';')[0]!;
      auth.clock.now! += unlockBrowserValidityMs;
      await attack(member, throttleLimits.accountFailuresBeforeChallenge);
      expect((await logIn({ email: member.email, password: member.password }, fresh)).body).toMatchObject({ success: false, needsV2Token: true });
    });

    test('a link is good for 30 minutes, and a forged one is nothing', async () => {
      const member = await insertMember(context().db);
      await attack(member, throttleLimits.accountFailuresUnderAttack);
      const [mail] = await unlockMails(member);
      expect((await unlock('x'.repeat(43))).body.success).toBe(false);
      auth.clock.now! += unlockLinkValidityMs;
      const late = await unlock(linkTokenOf(mail!));
      expect(late.body.success).toBe(false);
      expect(unlockCookieLine(late)).toBeNull();
    });

    test('nobody is mailed for an e-mail without an account', async () => {
      const email = `nobody-${Date.now()}@example.com`;
      await attack({ id: '', email, password: '', memberNumber: '' }, throttleLimits.accountFailuresUnderAttack + 2);
      expect(await context().db.query(`SELECT 1 FROM mail_outbox WHERE "to" = $1`, [email])).toEqual([]);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
