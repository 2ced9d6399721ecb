import type { Queryable } from '@storefront/platform/server';

/** A mail of the outbox as the demo mail viewer shows it; `text` and `html` only when one mail is read. */
export interface MailboxRow {
  id: string;
  to: string;
  subject: string;
  kind: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  text?: string;
  html?: string;
}

/** The newest `limit` mails of the outbox, without their bodies. */
export function newestMails(db: Queryable, limit: number): Promise<MailboxRow[]> {
  return db.query<MailboxRow>(
    'SELECT id, "to", subject, kind, created_at, sent_at, attempts, last_error FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1',
    [limit],
  );
}

/** One mail of the outbox with its text and HTML; null when there is none with that id. */
export async function mailById(db: Queryable, id: string): Promise<MailboxRow | null> {
  const [row] = await db.query<MailboxRow>(
    'SELECT id, "to", subject, kind, created_at, sent_at, attempts, last_error, text, html FROM mail_outbox WHERE id = $1',
    [id],
  );
  return row ?? null;
}
