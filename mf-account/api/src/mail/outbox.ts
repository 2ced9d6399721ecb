import type { Queryable } from '@storefront/platform/server';

export type MailKind =
  | 'reset-password'
  | 'order-confirmation'
  | 'newsletter-confirmation'
  | 'email-changed'
  | 'welcome'
  | 'account-deleted'
  | 'login-unlock'
  | 'registration-confirmation'
  | 'registration-attempt';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Escaped HTML: every value put into it goes through escapeHtml (mail/escape-html.ts). */
  html: string;
  kind: MailKind;
}

/** Mail is written to the database (in the caller's transaction when given) and sent later by the mail sender. */
export interface Outbox {
  enqueue(mail: OutgoingMail, tx?: Queryable): Promise<string>;
}
