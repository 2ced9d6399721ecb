import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { AuthenticationChallenge, LoginResponse } from '../../../contract/login';
import { solveChallenge } from '../challenge/solve-challenge';
import { authTestServices, insertMember, sessionCookieOf, testChallengeDifficulty } from '../testing/sessions';
import { describeOnEachBackend } from '../testing/test-app';
import { challengeBits, throttleWindowMs } from './login-throttle';

let auth: ReturnType<typeof authTestServices>;
let addresses = 0;

const { first, cap } = testChallengeDifficulty;

test('the challenge grows a bit per account failure past the third, a bit per two address failures past the tenth, up to the cap', () => {
  const difficulty = { first: 16, cap: 25 };
  expect([0, 1, 2].map((failures) => challengeBits(failures, 0, difficulty))).toEqual([null, null, null]);
  expect([3, 4, 5, 11, 12, 100].map((failures) => challengeBits(failures, 0, difficulty))).toEqual([16, 17, 18, 24, 25, 25]);
  expect([9, 10, 11, 12, 20, 30].map((failures) => challengeBits(0, failures, difficulty))).toEqual([null, 16, 16, 17, 21, 25]);
  expect(challengeBits(5, 20, difficulty)).toBe(21);
});

describeOnEachBackend(
  'login throttling',
  (context) => {
    const start = Date.parse('2025-05-01T08:00:00Z');
    const anAddress = () => `198.51.100.${++addresses % 250}`;
    const logIn = (body: object, clientAddress: string) => {
      auth.clock.now! += 1;
      return request(context().url).post('/dologin').set(auth.identityHeaders({ clientAddress, culture: 'en-US' })).send(body);
    };
    const solutionOf = (answer: { body: LoginResponse }) => solveChallenge(answer.body.challenge!);
    const firstStepSolution = async () => {
      const response = await request(context().url).get('/api/authentication/challenge').set(auth.identityHeaders());
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.difficultyBits).toBe(first);
      return solveChallenge(response.body as AuthenticationChallenge);
    };
    const attemptsFor = async (email: string) =>
      Number((await context().db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_attempts WHERE email = $1', [email]))[0]!.n);

    beforeEach(() => {
      auth.clock.now = start + Math.floor(Math.random() * 1e9);
    });

    test('per account: from the 3rd failure a challenge, a harder one with each failure; the right password with one logs in', async () => {
      const member = await insertMember(context().db);
      const wrong = { email: member.email, password: 'wrong-password' };

      const answers = [await logIn(wrong, anAddress()), await logIn(wrong, anAddress())];
      expect(answers.map((answer) => answer.body)).toEqual([
        { success: false, needsV2Token: false, message: 'Wrong e-mail address or password.' },
        { success: false, needsV2Token: false, message: 'Wrong e-mail address or password.' },
      ]);
      let answer = await logIn(wrong, anAddress());
      expect(answer.body).toEqual({
        success: false,
        needsV2Token: true,
        message: 'Wrong e-mail address or password.',
        challenge: expect.objectContaining({ algorithm: 'SHA-256', difficultyBits: first }),
      });

      // Without a solved challenge an attempt is not even tried, right password or not.
      const noToken = await logIn({ email: member.email, password: member.password }, anAddress());
      expect(noToken.body).toMatchObject({ success: false, needsV2Token: true, message: expect.stringContaining('not a robot') });
      expect(sessionCookieOf(noToken)).toBeNull();
      expect((await logIn({ ...wrong, recaptchaV2Token: 'forged.token.x.y.1' }, anAddress())).body.needsV2Token).toBe(true);
      expect(await attemptsFor(member.email)).toBe(3);

      // Each failure asks one bit more, up to the cap; an easier solution than asked is not taken.
      for (let failure = 4; failure <= 3 + (cap - first) + 2; failure++) {
        answer = await logIn({ ...wrong, recaptchaV2Token: solutionOf(answer) }, anAddress());
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ success: false, needsV2Token: true, challenge: { difficultyBits: Math.min(cap, first + failure - 3) } });
      }
      const easier = await logIn({ email: member.email, password: member.password, recaptchaV2Token: await firstStepSolution() }, anAddress());
      expect(easier.body).toMatchObject({ success: false, needsV2Token: true, challenge: { difficultyBits: cap } });
      expect(await attemptsFor(member.email)).toBe(3 + (cap - first) + 2);

      // Never locked: the right password with a solved challenge logs in, while the account is under attack.
      const owner = await logIn({ email: member.email, password: member.password, recaptchaV2Token: solutionOf(easier) }, anAddress());
      expect(owner.body).toEqual({ success: true, needsV2Token: false });
      expect(sessionCookieOf(owner)).not.toBeNull();
    });

    test('the owner is never locked out: after 40 failures from 40 addresses the right password with a solution still logs in', async () => {
      const member = await insertMember(context().db);
      let answer = await logIn({ email: member.email, password: 'guess-0' }, anAddress());
      for (let guess = 1; guess < 40; guess++) {
        const token = answer.body.challenge ? { recaptchaV2Token: solutionOf(answer) } : {};
        answer = await logIn({ email: member.email, password: `guess-${guess}`, ...token }, anAddress());
        expect(answer.status).toBe(200);
      }
      expect(await attemptsFor(member.email)).toBe(40);
      expect(answer.body.challenge!.difficultyBits).toBe(cap);
      const owner = await logIn({ email: member.email, password: member.password, recaptchaV2Token: solutionOf(answer) }, anAddress());
      expect(owner.body).toEqual({ success: true, needsV2Token: false });
    });

    test('a successful login starts the count afresh', async () => {
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

    test('one address guessing one account is refused for it from the 10th failure in 15 minutes; the owner elsewhere is not', async () => {
      const member = await insertMember(context().db);
      const attacker = anAddress();
      let answer = await logIn({ email: member.email, password: 'guess-1' }, attacker);
      for (let guess = 2; guess <= 10; guess++) {
        const token = answer.body.challenge ? { recaptchaV2Token: solutionOf(answer) } : {};
        answer = await logIn({ email: member.email, password: `guess-${guess}`, ...token }, attacker);
        expect(answer.status).toBe(200);
      }
      const refused = await logIn({ email: member.email, password: member.password }, attacker);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(throttleWindowMs / 1_000));
      expect(refused.body).toMatchObject({ success: false, message: 'Too many failed attempts. Try again in 15 minutes.', error: { code: 'too_many_attempts' } });
      expect(await attemptsFor(member.email)).toBe(10);

      // The owner, elsewhere, solves the challenge the account now asks for and logs in.
      const elsewhere = anAddress();
      const asked = await logIn({ email: member.email, password: member.password }, elsewhere);
      expect(asked.body).toMatchObject({ needsV2Token: true, challenge: { difficultyBits: Math.min(cap, first + 7) } });
      expect((await logIn({ email: member.email, password: member.password, recaptchaV2Token: solutionOf(asked) }, elsewhere)).body.success).toBe(true);

      // Once those failures are 15 minutes old the attacker's address may try again (with a challenge or not).
      auth.clock.now! += throttleWindowMs;
      expect((await logIn({ email: member.email, password: member.password }, attacker)).status).toBe(200);
    });

    test('per address: successful logins do not count; after 10 failures a challenge, after 30 a 429 for any account', async () => {
      const address = anAddress();
      const member = await insertMember(context().db);
      // Many members behind one address (a shop's wifi, an office) log in freely.
      for (let login = 1; login <= 12; login++) {
        expect((await logIn({ email: member.email, password: member.password }, address)).body).toMatchObject({ success: true, needsV2Token: false });
      }
      // Ten failures on ten accounts from one address.
      let answer;
      for (let failure = 1; failure <= 10; failure++) {
        answer = await logIn({ email: `guess-${failure}-${randomUUID()}@example.com`, password: 'guess' }, address);
        expect(answer.body.needsV2Token).toBe(failure === 10);
      }
      const asked = await logIn({ email: member.email, password: member.password }, address);
      expect(asked.body).toMatchObject({ success: false, needsV2Token: true, challenge: { difficultyBits: first } });
      expect((await logIn({ email: member.email, password: member.password }, anAddress())).body.success).toBe(true);

      for (let failure = 11; failure <= 30; failure++) {
        answer = await logIn({ email: `guess-${failure}-${randomUUID()}@example.com`, password: 'guess', recaptchaV2Token: solutionOf(answer!) }, address);
        expect(answer.status).toBe(200);
      }
      const refused = await logIn({ email: member.email, password: member.password, recaptchaV2Token: await firstStepSolution() }, address);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many failed attempts. Try again in 15 minutes.');
      // The account itself is fine from elsewhere.
      expect((await logIn({ email: member.email, password: member.password }, anAddress())).body.success).toBe(true);
    });

    test('a solved challenge counts once', async () => {
      const member = await insertMember(context().db);
      for (let failure = 1; failure <= 2; failure++) await logIn({ email: member.email, password: 'wrong' }, anAddress());
      const third = await logIn({ email: member.email, password: 'wrong' }, anAddress());
      const solution = solutionOf(third);
      const fourth = await logIn({ email: member.email, password: 'wrong', recaptchaV2Token: solution }, anAddress());
      expect(fourth.body.message).toBe('Wrong e-mail address or password.');
      const again = await logIn({ email: member.email, password: member.password, recaptchaV2Token: solution }, anAddress());
      expect(again.body).toMatchObject({ success: false, needsV2Token: true, message: expect.stringContaining('robot') });
      const fresh = await logIn({ email: member.email, password: member.password, recaptchaV2Token: solutionOf(again) }, anAddress());
      expect(fresh.body).toEqual({ success: true, needsV2Token: false });
    });

    test('guesses sent at once, each with a solution for the same step, are judged one after the other: one is tried', async () => {
      const member = await insertMember(context().db);
      let answer;
      for (let failure = 1; failure <= 3; failure++) answer = await logIn({ email: member.email, password: 'wrong' }, anAddress());
      const solutions = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const issued = await context().services.challenge.issue(answer!.body.challenge!.difficultyBits);
          return solveChallenge(issued);
        }),
      );
      const answers = await Promise.all(solutions.map((recaptchaV2Token) => logIn({ email: member.email, password: 'guess', recaptchaV2Token }, anAddress())));
      expect(answers.every((each) => each.status === 200 && each.body.success === false)).toBe(true);
      expect(await attemptsFor(member.email)).toBe(4);
    });
  },
  (db) => {
    auth = authTestServices(db);
    return auth.services;
  },
);
