import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { notFound } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { mailboxPage, mailPage, type MailboxEntry, type MailboxMail } from './mailbox-pages';

export const mailboxSize = 200;

/** No script at all, no forms, nothing fetched; the mail's HTML in its srcdoc frame inherits the same policy. */
export const mailboxContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const mailId = z.object({ id: z.uuid() });

interface MailRow {
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

const entryOf = (row: MailRow): MailboxEntry => ({
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
 * The local mail viewer (`/mailbox`): what the shop would have mailed, while no SMTP server is configured. With
 * SMTP the outbox holds real customers' mail, so the viewer is not there at all (404).
 */
export function mailViewerRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();
  router.use('/mailbox', (_req, _res, next) => {
    if (!services.mailViewerEnabled) throw notFound();
    next();
  });

  router.get('/mailbox', async (_req: Request, res: Response) => {
    const rows = await db.query<MailRow>(
      'SELECT id, "to", subject, kind, created_at, sent_at, attempts, last_error FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1',
      [mailboxSize],
    );
    sendHtml(res, mailboxPage(rows.map(entryOf)));
  });

  router.get('/mailbox/:id', async (req: Request, res: Response) => {
    const parsed = mailId.safeParse(req.params);
    if (!parsed.success) throw notFound('No such mail.');
    const { id } = parsed.data;
    const [row] = await db.query<MailRow>(
      'SELECT id, "to", subject, kind, created_at, sent_at, attempts, last_error, text, html FROM mail_outbox WHERE id = $1',
      [id],
    );
    if (!row) throw notFound('No such mail.');
    sendHtml(res, mailPage({ ...entryOf(row), text: row.text ?? '', html: row.html ?? '' } satisfies MailboxMail));
  });

  return router;
}
