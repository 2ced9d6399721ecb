import { createHash, randomBytes } from 'node:crypto';
import type { Culture, MarketCode } from '@storefront/platform';
import type { Database, Queryable } from '@storefront/platform/server';
import type { Outbox } from '../mail/outbox';
import { newsletterConfirmationMail } from './newsletter-confirmation-mail';

/** A confirmation link is valid this long. */
export const confirmationValidMs = 7 * 24 * 60 * 60_000;
/** A new confirmation mail to the same address at most this often: signing someone up cannot flood their inbox. */
export const confirmationResendAfterMs = 10 * 60_000;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface VisitorSignup {
  email: string;
  /** Empty when not given. */
  phoneNumber: string;
  acceptedEmail: boolean;
  acceptedSms: boolean;
  market: MarketCode;
  culture: Culture;
}

/**
 * Records a visitor's signup. Choices only ever add (unsubscribing is elsewhere); a stored phone number is kept once
 * the address is confirmed. Until then a confirmation mail goes out, unless one went out a moment ago.
 */
export function subscribeVisitor(db: Database, outbox: Outbox, signup: VisitorSignup, now: Date, publicUrl: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx.query<{ id: string }>(
      `INSERT INTO newsletter_subscribers AS s (email, phone_number, email_opt_in, sms_opt_in, market, culture)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email) DO UPDATE SET
         email_opt_in = s.email_opt_in OR EXCLUDED.email_opt_in,
         sms_opt_in = s.sms_opt_in OR EXCLUDED.sms_opt_in,
         phone_number = CASE WHEN EXCLUDED.phone_number <> '' AND (s.confirmed_at IS NULL OR s.phone_number = '') THEN EXCLUDED.phone_number ELSE s.phone_number END,
         market = EXCLUDED.market,
         culture = EXCLUDED.culture,
         updated_at = now()
       RETURNING id`,
      [signup.email, signup.phoneNumber, signup.acceptedEmail, signup.acceptedSms, signup.market, signup.culture],
    );
    const token = randomBytes(32).toString('base64url');
    const due = await tx.query(
      `UPDATE newsletter_subscribers SET confirm_token_hash = $2, confirm_sent_at = $3
       WHERE id = $1 AND confirmed_at IS NULL AND (confirm_sent_at IS NULL OR confirm_sent_at < $4) RETURNING id`,
      [subscriber!.id, tokenHashOf(token), now.toISOString(), new Date(now.getTime() - confirmationResendAfterMs).toISOString()],
    );
    if (due.length > 0) await outbox.enqueue(newsletterConfirmationMail(signup.email, token, signup.culture, publicUrl), tx);
  });
}

/** The member's stored phone number ('' when none); null when there is no such member. */
export async function memberPhoneNumber(db: Queryable, memberId: string): Promise<string | null> {
  const [row] = await db.query<{ phone_number: string }>('SELECT phone_number FROM members WHERE id = $1', [memberId]);
  return row ? row.phone_number : null;
}

/**
 * A member's signup: choices only ever add (unsubscribing is elsewhere), and `phoneNumber` is stored when texts are
 * chosen and the member has none.
 */
export async function subscribeMember(db: Queryable, memberId: string, choices: { acceptedEmail: boolean; acceptedSms: boolean; phoneNumber: string }): Promise<void> {
  await db.query(
    `UPDATE members SET email_subscription = email_subscription OR $2, text_subscription = text_subscription OR $3,
       phone_number = CASE WHEN phone_number = '' AND $3 THEN $4 ELSE phone_number END, updated_at = now()
     WHERE id = $1`,
    [memberId, choices.acceptedEmail, choices.acceptedSms, choices.phoneNumber],
  );
}

/** Confirms the subscription of a confirmation link's token; false when the token is unknown, used or too old. */
export async function confirmSubscription(db: Database, token: string, now: Date): Promise<boolean> {
  const confirmed = await db.query(
    `UPDATE newsletter_subscribers SET confirmed_at = $2, confirm_token_hash = NULL, updated_at = now()
     WHERE confirm_token_hash = $1 AND confirm_sent_at > $3 RETURNING id`,
    [tokenHashOf(token), now.toISOString(), new Date(now.getTime() - confirmationValidMs).toISOString()],
  );
  return confirmed.length > 0;
}
