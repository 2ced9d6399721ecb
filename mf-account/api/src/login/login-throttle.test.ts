import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { AuthenticationChallenge } from '@storefront/platform';
import { solveChallenge } from '../challenge/solve-challenge';
import { authTestServices, insertMember, sessionCookieOf } from '../sessions/session-test-support';
import { describeOnEachBackend } from '../test-support/test-app';
import { throttleWindowMs } from './login-throttle';

let auth: ReturnType<typeof authTestServices>;
let addresses = 0;

describeOnEachBackend(
  'login throttling',
  (context) => {
    const start = Date.parse('2025-05-01T08:00:00Z');
    const anAddress = () => `198.51.100.${++addresses}`;
    const logIn = (body: object, clientAddress: string) => {
      auth.clock.now! += 1;
      return request(context().url).post('/dologin').set(auth.identityHeaders({ clientAddress, culture: 'en-US' })).send(body);
    };
    const aSolution = async () => {
      const response = await request(context().url).get('/api/authentication/challenge').set(auth.identityHeaders());
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return solveChallenge(response.body as AuthenticationChallenge);
    };
    const attemptsFor = async (email: string) =>
      Number((await context().db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_attempts WHERE email = $1', [email]))[0]!.n);

    beforeEach(() => {
      auth.clock.now = start + Math.floor(Math.random() * 1e9);
    });

    test('per account: the 3rd failure asks for the challenge, the 10th locks the account for 15 minutes, even with the right password', async () => {
      const member = await insertMember(context().db);
      const wrong = { email: member.email, password: 'wrong-password' };
      const address = anAddress;

      const first = await logIn(wrong, address());
      const second = await logIn(wrong, address());
      expect([first.body.needsV2Token, second.body.needsV2Token]).toEqual([false, false]);
      const third = await logIn(wrong, address());
      expect(third.body).toEqual({ success: false, needsV2Token: true, message: 'Wrong e-mail address or password.' });

      // From now on an attempt without a solved challenge is not even tried, right password or not.
      const noToken = await logIn({ email: member.email, password: member.password }, address());
      expect(noToken.body).toEqual({ success: false, needsV2Token: true, message: expect.stringContaining('not a robot') });
      expect(sessionCookieOf(noToken)).toBeNull();
      expect(await logIn({ ...wrong, recaptchaV2Token: 'forged.token.x.y.1' }, address()).then((r) => r.body.needsV2Token)).toBe(true);
      expect(await attemptsFor(member.email)).toBe(3);

      // Failures 4 to 10, each with a fresh solution.
      for (let failure = 4; failure <= 10; failure++) {
        const response = await logIn({ ...wrong, recaptchaV2Token: await aSolution() }, address());
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ success: false, needsV2Token: true });
      }
      expect(await attemptsFor(member.email)).toBe(10);

      auth.clock.now! += 60_000;
      const locked = await logIn({ email: member.email, password: member.password, recaptchaV2Token: await aSolution() }, address());
      expect(locked.status).toBe(429);
      expect(locked.headers['retry-after']).toBe(String((throttleWindowMs - 60_000) / 1_000));
      expect(locked.body).toMatchObject({
        success: false,
        message: 'Too many failed attempts. Try again in 14 minutes.',
        error: { code: 'too_many_attempts' },
      });
      expect(sessionCookieOf(locked)).toBeNull();
      expect(await attemptsFor(member.email)).toBe(10);

      // Once the failures are 15 minutes old the account is open again, without a challenge.
      auth.clock.now! += throttleWindowMs - 60_000 + 1;
      const open = await logIn({ email: member.email, password: member.password }, address());
      expect(open.body).toEqual({ success: true, needsV2Token: false });
    });

    test('per account: a successful login starts the count afresh', async () => {
      const member = await insertMember(context().db);
      await logIn({ email: member.email, password: 'wrong-1' }, anAddress());
      await logIn({ email: member.email, password: 'wrong-2' }, anAddress());
      expect((await logIn({ email: member.email, password: member.password }, anAddress())).body.success).toBe(true);
      expect((await logIn({ email: member.email, password: 'wrong-3' }, anAddress())).body.needsV2Token).toBe(false);
      expect((await logIn({ email: member.email, password: 'wrong-4' }, anAddress())).body.needsV2Token).toBe(false);
      expect((await logIn({ email: member.email, password: 'wrong-5' }, anAddress())).body.needsV2Token).toBe(true);
    });

    test('an unknown e-mail is throttled like a real one (the answers do not tell them apart)', async () => {
      const email = `nobody-${randomUUID()}@example.com`;
      const answers = [];
      for (let failure = 1; failure <= 3; failure++) answers.push((await logIn({ email, password: 'guess' }, anAddress())).body.needsV2Token);
      expect(answers).toEqual([false, false, true]);
    });

    test('per address: successful logins do not count; after 10 failures within 15 minutes a challenge, after 30 a 429 for any account', async () => {
      const address = anAddress();
      const member = await insertMember(context().db);
      // Many members behind one address (a shop's wifi, an office) log in freely.
      for (let login = 1; login <= 12; login++) {
        expect((await logIn({ email: member.email, password: member.password }, address)).body).toMatchObject({ success: true, needsV2Token: false });
      }
      // Ten failures on ten accounts from one address.
      for (let failure = 1; failure <= 10; failure++) {
        const response = await logIn({ email: `guess-${failure}-${randomUUID()}@example.com`, password: 'guess' }, address);
        expect(response.body.needsV2Token).toBe(failure === 10);
      }
      expect((await logIn({ email: member.email, password: member.password }, address)).body).toMatchObject({ success: false, needsV2Token: true });
      expect((await logIn({ email: member.email, password: member.password }, anAddress())).body.success).toBe(true);

      for (let failure = 11; failure <= 30; failure++) {
        const response = await logIn({ email: `guess-${failure}-${randomUUID()}@example.com`, password: 'guess', recaptchaV2Token: await aSolution() }, address);
        expect(response.status).toBe(200);
      }
      const refused = await logIn({ email: member.email, password: member.password, recaptchaV2Token: await aSolution() }, address);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many failed attempts. Try again in 15 minutes.');
      // The account itself is fine from elsewhere.
      expect((await logIn({ email: member.email, password: member.password }, anAddress())).body.success).toBe(true);
    });

    test('a solved challenge counts once', async () => {
      const member = await insertMember(context().db);
      for (let failure = 1; failure <= 3; failure++) await logIn({ email: member.email, password: 'wrong' }, anAddress());
      const solution = await aSolution();
      expect((await logIn({ email: member.email, password: 'wrong', recaptchaV2Token: solution }, anAddress())).body.message).toBe(
        'Wrong e-mail address or password.',
      );
      const again = await logIn({ email: member.email, password: member.password, recaptchaV2Token: solution }, anAddress());
      expect(again.body).toMatchObject({ success: false, needsV2Token: true, message: expect.stringContaining('robot') });
      const fresh = await logIn({ email: member.email, password: member.password, recaptchaV2Token: await aSolution() }, anAddress());
      expect(fresh.body).toEqual({ success: true, needsV2Token: false });
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
