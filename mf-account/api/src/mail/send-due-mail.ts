import type { Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';

export const maxMailAttempts = 10;
/** A claimed mail is someone else's to retry only after this, should its sender die while sending. */
export const mailClaimMs = 5 * 60_000;
export const mailBatchSize = 10;

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min… up to 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);

export interface MailToSend {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What sends one mail (nodemailer's transport in production), rejecting when the server refused it. */
export type SendMail = (mail: MailToSend) => Promise<unknown>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sends what is due: claims up to a batch of unsent mails in one statement (FOR UPDATE SKIP LOCKED, so two senders
 * never take the same mail, and no lock is held while talking to the SMTP server), then marks each sent, or due
 * again later with the error. After 10 attempts a mail is left for a person to look at. Returns how many went out.
 */
export async function sendDueMail(db: Queryable, send: SendMail, from: string, now: number, logger: Logger): Promise<number> {
  const claimed = await db.query<{ id: string; to: string; subject: string; text: string; html: string; attempts: number }>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $2::timestamptz
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= $1::timestamptz
       ORDER BY next_attempt_at LIMIT $4
       FOR UPDATE SKIP LOCKED)
     RETURNING id, "to", subject, text, html, attempts`,
    [iso(now), iso(now + mailClaimMs), maxMailAttempts, mailBatchSize],
  );
  let sent = 0;
  for (const mail of claimed) {
    try {
      await send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.query('UPDATE mail_outbox SET sent_at = $2::timestamptz, last_error = NULL WHERE id = $1', [mail.id, iso(now)]);
      sent += 1;
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1_000);
      await db.query('UPDATE mail_outbox SET last_error = $2, next_attempt_at = $3::timestamptz WHERE id = $1', [
        mail.id,
        message,
        iso(now + retryDelayMs(mail.attempts)),
      ]);
      const gaveUp = mail.attempts >= maxMailAttempts;
      logger[gaveUp ? 'error' : 'warn']({ mailId: mail.id, attempts: mail.attempts, err: message }, gaveUp ? 'mail not sent; giving up' : 'mail not sent; will retry');
    }
  }
  return sent;
}
