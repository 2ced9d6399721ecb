import type { Request, Response } from 'express';
import { z } from 'zod';
import type { LoginResponse } from '@storefront/platform';
import { accepts, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { startMemberSession } from '../sessions/start-member-session';
import { accountText } from './account-text';
import { dummyHashFor } from './dummy-hash';
import { normalizeEmail } from './email-address';
import { loginThrottle, recordLoginAttempt } from './login-throttle';
import { refusedOnStoreDevice } from './refuse-store-device';

export const logInInput = accepts({
  body: z.object({
    email: z.string().trim().min(1).max(1_000),
    password: z.string().min(1).max(10_000),
    recaptchaV3Token: z.string().max(10_000).optional(),
    recaptchaV2Token: z.string().max(1_000).optional(),
  }),
});

/**
 * POST /dologin. A wrong e-mail and a wrong password get the same answer in the same time. After 3 failures on an
 * account (or 10 attempts from an address) within 15 minutes every attempt needs a solved challenge; after 10 (30 from
 * an address) the account is refused with 429 until the oldest of those failures is 15 minutes old.
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

    const throttle = await loginThrottle(db, email, address, now);
    if (throttle.kind === 'refused') {
      const seconds = Math.ceil((throttle.until - now) / 1_000);
      const message = text('/AccountApi/Login/TooManyAttempts', { minutes: Math.ceil(seconds / 60) });
      res.setHeader('Retry-After', String(seconds));
      res.status(429).json({ success: false, needsV2Token: false, message, error: { code: 'too_many_attempts', message } });
      return;
    }
    if (throttle.kind === 'challenge' && !(input.recaptchaV2Token && (await challenge.verify(input.recaptchaV2Token)))) {
      res.json({ success: false, needsV2Token: true, message: text('/AccountApi/Challenge/Required') } satisfies LoginResponse);
      return;
    }

    const [member] = await db.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM members WHERE email = $1', [email]);
    const matches = await passwords.verify(member?.password_hash ?? (await dummyHashFor(passwords)), input.password);
    const succeeded = matches && member !== undefined;
    await recordLoginAttempt(db, { email, address, succeeded, now });
    if (!member || !succeeded) {
      const next = await loginThrottle(db, email, address, now);
      res.json({ success: false, needsV2Token: next.kind !== 'open', message: text('/AccountApi/Login/WrongEmailOrPassword') } satisfies LoginResponse);
      return;
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
}
