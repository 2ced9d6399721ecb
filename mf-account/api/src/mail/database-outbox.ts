import type { Database } from '@storefront/platform/server';
import type { Outbox } from './outbox';

/** Mail goes into `mail_outbox` (in the caller's transaction when given); the mail sender or the mail viewer takes it from there. */
export function createDatabaseOutbox(db: Database): Outbox {
  return {
    async enqueue(mail, tx = db) {
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO mail_outbox ("to", subject, text, html, kind) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [mail.to, mail.subject, mail.text, mail.html, mail.kind],
      );
      return row!.id;
    },
  };
}
