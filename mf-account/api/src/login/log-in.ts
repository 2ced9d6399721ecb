import type { Request, Response } from 'express';
import { loginRequest, type LoginResponse } from '../../../contract/login';
import { accepts, identityOf, type Queryable } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { cultureOr } from '../pages/member-api-text';
import { mailConfirmationLink } from '../registration/registration-confirmations';
import { startMemberSession } from '../sessions/start-member-session';
import { accountText } from './account-text';
import { dummyHashFor } from './dummy-hash';
import { normalizeEmail } from './email-address';
import { countUnlockFailure, mailUnlockLinkOnce, unlockOf, useUnlock } from './login-unlocks';
import { lockLoginsOf, loginThrottle, recordLoginAttempt, recordLoginSuccess, type LoginThrottle } from './login-throttle';
import { refusedOnStoreDevice } from './refuse-store-device';
import { clearUnlockCookie, unlockTokenOf } from './unlock-cookie';

export const logInInput = accepts({ body: loginRequest });

interface MemberRow {
  id: string;
  email: string;
  password_hash: string;
  culture: string;
  email_confirmed_at: Date | string | null;
}

/** A login of a registration waiting for its confirmation sends the link again, at most this often. */
const confirmationResendGapMs = 5 * 60_000;

/** What the locked part of a login decided: refused, a challenge to solve first, or a password to check. */
type Gate =
  | { kind: 'refused'; until: number }
  | { kind: 'challenge'; bits: number; underAttack: boolean }
  | { kind: 'check'; member: MemberRow | undefined; attemptId: string; unlockId: string | null };

/**
 * POST /dologin. A wrong e-mail and a wrong password get the same answer in the same time. Failures on an account
 * never refuse the right password: after 3 every attempt needs a solved challenge, harder with each failure up to a
 * cap (challenge-difficulty.ts), and from 10 the owner is mailed a link that lets their browser skip it. An address
 * that keeps failing is refused with 429 (login-throttle.ts). A registration not confirmed yet does not log in: its
 * right password sends the confirmation link again.
 */
export function logInRoute(services: AccountServices) {
  const { db, passwords, challenge, logger } = services;
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (refusedOnStoreDevice(res, { success: false, needsV2Token: false } satisfies LoginResponse)) return;
    const input = logInInput.body(res);
    const identity = identityOf(res);
    const text = accountText(identity.culture);
    const email = normalizeEmail(input.email);
    const address = identity.clientAddress ?? '';
    const now = services.now();
    const unlockToken = unlockTokenOf(req);

    const gate = await db.transaction(async (tx): Promise<Gate> => {
      await lockLoginsOf(tx, email);
      const [member] = await tx.query<MemberRow>('SELECT id, email, password_hash, culture, email_confirmed_at FROM members WHERE email = $1', [email]);
      const unlockId = member && unlockToken ? await unlockOf(services, tx, unlockToken, member.id, now) : null;
      if (!unlockId) {
        const throttle = await loginThrottle(tx, email, address, now, services.challengeDifficulty);
        if (throttle.kind === 'refused') return throttle;
        if (throttle.kind === 'challenge') {
          await mailOwnerUnderAttack(tx, throttle, member, now);
          if (!input.recaptchaV2Token || !(await challenge.verify(input.recaptchaV2Token, throttle.bits, tx))) return throttle;
        }
      }
      return { kind: 'check', member, unlockId, attemptId: await recordLoginAttempt(tx, { email, address, now }) };
    });

    if (gate.kind === 'refused') {
      const seconds = Math.ceil((gate.until - now) / 1_000);
      const message = text('/AccountApi/Login/TooManyAttempts', { minutes: Math.ceil(seconds / 60) });
      res.setHeader('Retry-After', String(seconds));
      res.status(429).json({ success: false, needsV2Token: false, message, error: { code: 'too_many_attempts', message } });
      return;
    }
    if (gate.kind === 'challenge') {
      res.json(await challengeAnswer(gate, text(gate.underAttack ? '/AccountApi/Challenge/UnderAttack' : '/AccountApi/Challenge/Required')));
      return;
    }

    const { member, attemptId, unlockId } = gate;
    const matches = await passwords.verify(member?.password_hash ?? (await dummyHashFor(passwords)), input.password);
    if (!member || !matches) {
      if (unlockId) await countUnlockFailure(db, unlockId);
      const next = await db.transaction(async (tx) => {
        await lockLoginsOf(tx, email);
        const throttle = await loginThrottle(tx, email, address, now, services.challengeDifficulty);
        await mailOwnerUnderAttack(tx, throttle, member, now);
        return throttle;
      });
      res.json(await challengeAnswer(next, text('/AccountApi/Login/WrongEmailOrPassword')));
      return;
    }

    await recordLoginSuccess(db, attemptId);
    if (member.email_confirmed_at === null) {
      // The right password of a registration not confirmed yet: no session, the link once more.
      await db.transaction((tx) => mailConfirmationLink(services, tx, { ...member, culture: cultureOr(member.culture) }, now, confirmationResendGapMs));
      res.json({ success: false, needsV2Token: false, message: text('/AccountApi/Login/ConfirmEmailFirst') } satisfies LoginResponse);
      return;
    }
    if (unlockId) {
      await useUnlock(db, unlockId, now);
      clearUnlockCookie(req, res);
    }
    if (passwords.needsRehash(member.password_hash)) {
      try {
        const rehashed = await passwords.hash(input.password);
        await db.query('UPDATE members SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [member.id, rehashed, member.password_hash]);
      } catch (error) {
        logger.warn({ err: (error as Error).message }, 'password rehash failed; the old hash stays');
      }
    }
    await startMemberSession(services, req, res, member.id);
    res.json({ success: true, needsV2Token: false } satisfies LoginResponse);
  };

  /** The owner of an account under attack gets the unlock link (once per window: mailUnlockLinkOnce). */
  async function mailOwnerUnderAttack(tx: Queryable, throttle: LoginThrottle, member: MemberRow | undefined, now: number): Promise<void> {
    if (throttle.kind !== 'challenge' || !throttle.underAttack || !member) return;
    await mailUnlockLinkOnce(services, tx, { ...member, culture: cultureOr(member.culture) }, now);
  }

  /** A refusal that says whether the next attempt needs a challenge, and gives it, as hard as the throttle asks. */
  async function challengeAnswer(throttle: LoginThrottle, message: string): Promise<LoginResponse> {
    if (throttle.kind !== 'challenge') return { success: false, needsV2Token: false, message };
    return { success: false, needsV2Token: true, message, challenge: await challenge.issue(throttle.bits) };
  }
}
