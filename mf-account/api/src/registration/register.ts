import type { Request, Response } from 'express';
import { registrationRequest, type RegistrationResponse } from '../../../contract/registration';
import { accepts, identityOf, type Queryable } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { normalizeEmail } from '../login/email-address';
import { refusedOnStoreDevice } from '../login/refuse-store-device';
import { cultureOr } from '../pages/member-api-text';
import { mailConfirmationLink } from './registration-confirmations';
import { registrationAttemptMail } from './registration-mails';
import { registrationProblems } from './registration-rules';
import { lockRegistrationsFrom, recordRegistration, registrationChallengeBits, registrationWindowMs } from './registration-throttle';

export const registrationInput = accepts({ body: registrationRequest });

const iso = (ms: number) => new Date(ms).toISOString();

/** Tells the owner of a confirmed address that someone tried to register with it, once an hour at most. */
async function tellOwner(services: AccountServices, tx: Queryable, email: string, now: number): Promise<void> {
  const [owner] = await tx.query<{ email: string; culture: string }>(
    `UPDATE members SET registration_notice_at = $2::timestamptz
     WHERE email = $1 AND email_confirmed_at IS NOT NULL AND (registration_notice_at IS NULL OR registration_notice_at <= $3::timestamptz)
     RETURNING email, culture`,
    [email, iso(now), iso(now - registrationWindowMs)],
  );
  if (owner) await services.outbox.enqueue(registrationAttemptMail(owner.email, `${services.publicUrl}/?login=required`, cultureOr(owner.culture)), tx);
}

/**
 * POST /register: becoming a club member (terms accepted now) in the shopper's market and language, by confirmed
 * e-mail. The answer is the same whether the address is free or taken, and takes as long (the password is hashed
 * either way): a free address gets a registration waiting for its confirmation link, an address with a registration
 * waiting gets this one instead (its earlier links stop working), and the owner of a confirmed address is told by
 * mail that someone tried. More than 3 registrations from one address within the hour need a solved challenge.
 */
export function registerRoute(services: AccountServices) {
  const { db, challenge } = services;
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (refusedOnStoreDevice(res, { isValid: false } satisfies RegistrationResponse)) return;
    const input = registrationInput.body(res);
    const identity = identityOf(res);
    const text = accountText(identity.culture);
    const email = normalizeEmail(input.email);
    const phoneNumber = (input.phoneNumber ?? '').replace(/\s+/g, ' ');
    const birthDate = (input.birthDate ?? '').trim();
    const address = identity.clientAddress ?? '';
    const now = services.now();
    const today = iso(now).slice(0, 10);

    const fieldErrors = registrationProblems({ email, password: input.password, phoneNumber, birthDate, acceptedTerms: input.acceptedTerms }, today, text);
    if (Object.keys(fieldErrors).length > 0) {
      res.json({ isValid: false, message: text('/AccountApi/Registration/FixFields'), fieldErrors } satisfies RegistrationResponse);
      return;
    }

    const askedBits = await db.transaction(async (tx) => {
      await lockRegistrationsFrom(tx, address);
      const bits = await registrationChallengeBits(tx, address, now, services.challengeDifficulty);
      if (bits !== null && !(input.recaptchaV2Token && (await challenge.verify(input.recaptchaV2Token, bits, tx)))) return bits;
      await recordRegistration(tx, address, now);
      return null;
    });
    if (askedBits !== null) {
      const message = text('/AccountApi/Challenge/Required');
      res.json({ isValid: false, message, needsV2Token: true, challenge: await challenge.issue(askedBits) } satisfies RegistrationResponse);
      return;
    }

    const passwordHash = await services.passwords.hash(input.password);
    await db.transaction(async (tx) => {
      const [waiting] = await tx.query<{ id: string }>(
        `INSERT INTO members (email, password_hash, phone_number, birth_date, email_subscription, text_subscription,
                              club_terms_accepted_at, market, culture, email_confirmed_at)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7::timestamptz, $8, $9, NULL)
         ON CONFLICT (email) DO UPDATE SET
           password_hash = EXCLUDED.password_hash, phone_number = EXCLUDED.phone_number, birth_date = EXCLUDED.birth_date,
           email_subscription = EXCLUDED.email_subscription, text_subscription = EXCLUDED.text_subscription,
           club_terms_accepted_at = EXCLUDED.club_terms_accepted_at, market = EXCLUDED.market, culture = EXCLUDED.culture,
           updated_at = EXCLUDED.club_terms_accepted_at
         WHERE members.email_confirmed_at IS NULL
         RETURNING id`,
        [email, passwordHash, phoneNumber, birthDate || null, input.emailSubscription, input.textSubscription, iso(now), identity.market, identity.culture],
      );
      if (waiting) await mailConfirmationLink(services, tx, { id: waiting.id, email, culture: identity.culture }, now);
      else await tellOwner(services, tx, email, now);
    });
    res.json({ isValid: true, message: text('/AccountApi/Registration/CheckInbox', { email }) } satisfies RegistrationResponse);
  };
}
