import { escapeHtml } from './escape-html';
import { linkedText } from './link-text';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

export interface MailboxMail extends MailboxEntry {
  text: string;
  html: string;
}

const styles = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
main { max-width: 70rem; margin: 0 auto; padding: 1.5rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding-bottom: .5rem; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
a { color: #0645ad; }
a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
pre { white-space: pre-wrap; word-break: break-word; background: #f4f4f4; padding: 1rem; }
iframe { width: 100%; height: 32rem; border: 1px solid #ccc; }
dt { font-weight: 600; }
dd { margin: 0 0 .5rem; }
`;

const time = (date: Date) => `<time datetime="${date.toISOString()}">${escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`;

const status = (mail: MailboxEntry) =>
  mail.sentAt ? `Sent ${time(mail.sentAt)}` : mail.attempts > 0 ? `Not sent (${mail.attempts} attempts)` : 'Not sent';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Mailbox | Beauty Store</title>
<style>${styles}</style>
</head>
<body>
<main aria-label="Mailbox">
${body}
</main>
</body>
</html>`;
}

/** GET /mailbox: every mail of the outbox, newest first. */
export function mailboxPage(mails: MailboxEntry[]): string {
  const rows = mails.map(
    (mail) => `<tr>
<td>${time(mail.createdAt)}</td>
<td>${escapeHtml(mail.to)}</td>
<td><a href="/mailbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
<td>${escapeHtml(mail.kind)}</td>
<td>${status(mail)}</td>
</tr>`,
  );
  return page(
    'Outbox',
    `<h1>Mailbox</h1>
<p>The mail the shop wrote, newest first. No SMTP server is configured, so nothing here left the shop.</p>
${
  mails.length === 0
    ? '<p>No mail yet.</p>'
    : `<table>
<caption>Mail in the outbox</caption>
<thead><tr><th scope="col">Written</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
}`,
  );
}

/**
 * GET /mailbox/{id}: one mail, its text with clickable links and its HTML in a frame. The frame's document inherits
 * the page's Content-Security-Policy, which allows no script at all (nor forms, nor fetching), so the mail's HTML
 * cannot run anything. It has no `sandbox` attribute: axe-core (the e2e accessibility check) cannot finish a page
 * holding a sandboxed frame in Chromium, and the policy already takes away what the sandbox would.
 */
export function mailPage(mail: MailboxMail): string {
  return page(
    mail.subject || 'Mail',
    `<p><a href="/mailbox">Back to the mailbox</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>
<dt>Written</dt><dd>${time(mail.createdAt)}</dd>
<dt>Status</dt><dd>${status(mail)}${mail.lastError ? `: ${escapeHtml(mail.lastError)}` : ''}</dd>
</dl>
<h2>Text</h2>
<pre>${linkedText(mail.text)}</pre>
<h2>HTML</h2>
<iframe srcdoc="${escapeHtml(mail.html)}" title="The HTML version of the mail"></iframe>`,
  );
}
