import type { Request, Response } from 'express';
import { z } from 'zod';
import type { RegistrationResponse } from '@storefront/platform';
import { accepts, identityOf, singleLineText } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { normalizeEmail } from '../login/email-address';
import { refusedOnStoreDevice } from '../login/refuse-store-device';
import { startMemberSession } from '../sessions/start-member-session';
import { registrationProblems } from './registration-rules';
import { welcomeNewMember } from './welcome';

export const registrationInput = accepts({
  body: z.object({
    email: z.string().max(1_000).default(''),
    password: z.string().max(10_000).default(''),
    phoneNumber: singleLineText(100).nullish(),
    birthDate: z.string().max(100).nullish(),
    emailSubscription: z.boolean().default(false),
    textSubscription: z.boolean().default(false),
    acceptedTerms: z.boolean().default(false),
  }),
});

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * POST /register: a club member (terms accepted now) in the shopper's market and language, logged in at once,
 * with a welcome mail and notification. An e-mail already registered is refused with a clear message; two
 * registrations racing for one e-mail are decided by the unique index.
 */
export function registerRoute(services: AccountServices) {
  const { db } = services;
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (refusedOnStoreDevice(res, { isValid: false } satisfies RegistrationResponse)) return;
    const input = registrationInput.body(res);
    const identity = identityOf(res);
    const text = accountText(identity.culture);
    const email = normalizeEmail(input.email);
    const phoneNumber = (input.phoneNumber ?? '').trim().replace(/\s+/g, ' ');
    const birthDate = (input.birthDate ?? '').trim();
    const today = new Date(services.now()).toISOString().slice(0, 10);

    const fieldErrors = registrationProblems({ email, password: input.password, phoneNumber, birthDate, acceptedTerms: input.acceptedTerms }, today, text);
    const taken = () => {
      const message = text('/AccountApi/Registration/EmailTaken');
      res.json({ isValid: false, message, fieldErrors: { email: message } } satisfies RegistrationResponse);
    };
    if (Object.keys(fieldErrors).length > 0) {
      res.json({ isValid: false, message: text('/AccountApi/Registration/FixFields'), fieldErrors } satisfies RegistrationResponse);
      return;
    }
    if ((await db.query('SELECT 1 FROM members WHERE email = $1', [email])).length > 0) return taken();

    const passwordHash = await services.passwords.hash(input.password);
    let memberId: string;
    try {
      memberId = await db.transaction(async (tx) => {
        const [member] = await tx.query<{ id: string }>(
          `INSERT INTO members (email, password_hash, phone_number, birth_date, email_subscription, text_subscription,
                                club_terms_accepted_at, market, culture)
           VALUES ($1, $2, $3, $4::date, $5, $6, $7::timestamptz, $8, $9) RETURNING id`,
          [
            email,
            passwordHash,
            phoneNumber,
            birthDate || null,
            input.emailSubscription,
            input.textSubscription,
            new Date(services.now()).toISOString(),
            identity.market,
            identity.culture,
          ],
        );
        await welcomeNewMember(services, tx, { id: member!.id, email, culture: identity.culture });
        return member!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return taken();
      throw error;
    }
    services.logger.info({ memberId, market: identity.market }, 'member registered');
    await startMemberSession(services, req, res, memberId);
    res.json({ isValid: true } satisfies RegistrationResponse);
  };
}
