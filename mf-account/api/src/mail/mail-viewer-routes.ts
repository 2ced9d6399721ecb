import { Router, type Response } from 'express';
import { z } from 'zod';
import { accepts, allow, notFound } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { mailboxPage, mailPage, type MailboxEntry, type MailboxMail } from './mailbox-pages';
import { mailById, newestMails, type MailboxRow } from './mailbox-store';

export const mailboxSize = 200;

/** No script at all, no forms, nothing fetched; the mail's HTML in its srcdoc frame inherits the same policy. */
export const mailboxContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// Any id is read; one that is not a mail's (a uuid) is as not found as a mail that is gone.
const mailInput = accepts({ params: z.object({ id: z.string().max(100) }) });
const isMailId = (id: string) => z.uuid().safeParse(id).success;

const entryOf = (row: MailboxRow): MailboxEntry => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  attempts: row.attempts,
  lastError: row.last_error,
});

function sendHtml(res: Response, html: string): void {
  res.setHeader('Content-Security-Policy', mailboxContentSecurityPolicy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(html);
}

/**
 * The demo mail viewer (`/mailbox`): what the shop would have mailed, with every reset link in it, so only an
 * administrator sees it; everyone else gets a 404, as if nothing were there. It is there only in demo mode
 * while no SMTP server is configured: otherwise the outbox holds real customers' mail and the routes are not made.
 */
export function mailViewerRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();
  if (!services.mailViewerEnabled) return router;

  router.get('/mailbox', allow.adminsUnseen, async (_req, res) => {
    sendHtml(res, mailboxPage((await newestMails(db, mailboxSize)).map(entryOf)));
  });

  router.get('/mailbox/:id', allow.adminsUnseen, mailInput, async (_req, res) => {
    const { id } = mailInput.params(res);
    if (!isMailId(id)) throw notFound('No such mail.');
    const row = await mailById(db, id);
    if (!row) throw notFound('No such mail.');
    sendHtml(res, mailPage({ ...entryOf(row), text: row.text ?? '', html: row.html ?? '' } satisfies MailboxMail));
  });

  return router;
}
