import { migrate, type Database } from '@storefront/platform/server';
import nodemailer from 'nodemailer';
import { accountMigrations } from '../db/account-database';
import { accountTestBackends } from '../testing/account-test-backends';
import { silentLogger } from '../testing/test-app';
import { createDatabaseOutbox } from './database-outbox';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake-smtp-server';
import { startMailSender } from './mail-sender';
import { mailBatchSize, maxMailAttempts, retryDelayMs, sendDueMail, type SendMail } from './send-due-mail';

describe.each(accountTestBackends().map((backend) => [backend.name, backend] as const))('mail sender on %s', (_name, backend) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let smtp: FakeSmtpServer;
  const from = 'Beauty Store <no-reply@beauty.example>';

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await migrate(db, accountMigrations);
    smtp = await startFakeSmtpServer();
  }, 60_000);
  afterAll(async () => {
    await smtp.close();
    await dispose();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    smtp.received.length = 0;
    smtp.mode = 'accept';
  });

  const enqueue = (to: string, subject = 'Hello') =>
    createDatabaseOutbox(db).enqueue({ to, subject, text: `Text for ${to}`, html: `<p>HTML for ${to}</p>`, kind: 'welcome' });
  const outbox = () =>
    db.query<{ to: string; sent: boolean; attempts: number; last_error: string | null; next_attempt_at: Date }>(
      'SELECT "to", sent_at IS NOT NULL AS sent, attempts, last_error, next_attempt_at FROM mail_outbox ORDER BY "to"',
    );
  const smtpSend = (): SendMail => {
    const transport = nodemailer.createTransport({ url: smtp.url });
    return (mail) => transport.sendMail(mail);
  };

  test('due mail goes out over SMTP, once', async () => {
    await enqueue('ana@example.com', 'Welcome to the club');
    const now = Date.now() + 1_000;
    expect(await sendDueMail(db, smtpSend(), from, now, silentLogger)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@beauty.example', to: ['ana@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Welcome to the club');
    expect(smtp.received[0]!.data).toContain('Text for ana@example.com');
    expect(smtp.received[0]!.data).toContain('<p>HTML for ana@example.com</p>');
    expect(await outbox()).toEqual([expect.objectContaining({ to: 'ana@example.com', sent: true, attempts: 1, last_error: null })]);
    expect(await sendDueMail(db, smtpSend(), from, now + 60_000, silentLogger)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  test('a refused mail is retried later with a growing delay, and given up after 10 attempts', async () => {
    await enqueue('bo@example.com');
    smtp.mode = 'refuse';
    let now = Date.now() + 1_000;
    expect(await sendDueMail(db, smtpSend(), from, now, silentLogger)).toBe(0);
    let [row] = await outbox();
    expect(row).toMatchObject({ sent: false, attempts: 1, last_error: expect.stringContaining('451') });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(now + retryDelayMs(1));
    // Not due before then.
    expect(await sendDueMail(db, smtpSend(), from, now + retryDelayMs(1) - 1, silentLogger)).toBe(0);
    expect((await outbox())[0]!.attempts).toBe(1);

    for (let attempt = 2; attempt <= maxMailAttempts; attempt++) {
      now += retryDelayMs(attempt - 1);
      await sendDueMail(db, smtpSend(), from, now, silentLogger);
    }
    [row] = await outbox();
    expect(row).toMatchObject({ sent: false, attempts: maxMailAttempts });
    smtp.mode = 'accept';
    expect(await sendDueMail(db, smtpSend(), from, now + 365 * 24 * 60 * 60_000, silentLogger)).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });

  test('two senders at once never send one mail twice', async () => {
    for (let n = 0; n < mailBatchSize + 5; n++) await enqueue(`many-${String(n).padStart(2, '0')}@example.com`);
    const now = Date.now() + 1_000;
    const sent = await Promise.all([
      sendDueMail(db, smtpSend(), from, now, silentLogger),
      sendDueMail(db, smtpSend(), from, now, silentLogger),
      sendDueMail(db, smtpSend(), from, now, silentLogger),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(mailBatchSize + 5);
    expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(mailBatchSize + 5);
    expect(smtp.received).toHaveLength(mailBatchSize + 5);
  });

  test('the started sender drains the outbox every interval and stops cleanly', async () => {
    const sender = startMailSender({ db, logger: silentLogger, smtpUrl: smtp.url, from, intervalMs: 50 });
    for (let n = 0; n < mailBatchSize + 3; n++) await enqueue(`loop-${n}@example.com`);
    const deadline = Date.now() + 10_000;
    while (smtp.received.length < mailBatchSize + 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await sender.stop();
    expect(smtp.received).toHaveLength(mailBatchSize + 3);
    expect((await outbox()).every((row) => row.sent)).toBe(true);
  });

  test('without an SMTP server nothing is sent and the mail stays in the outbox', async () => {
    await enqueue('kept@example.com');
    const sender = startMailSender({ db, logger: silentLogger, smtpUrl: undefined, from, intervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sender.stop();
    expect(await outbox()).toEqual([expect.objectContaining({ sent: false, attempts: 0 })]);
  });
});
