import nodemailer from 'nodemailer';
import type { Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { mailBatchSize, sendDueMail } from './send-due-mail';

export const mailSendIntervalMs = 2_000;

export interface MailSenderOptions {
  db: Queryable;
  logger: Logger;
  /** smtp://user:pass@host:port (smtps:// for TLS); without it nothing is sent and the mail viewer shows the outbox. */
  smtpUrl: string | undefined;
  from: string;
  intervalMs?: number;
  now?: () => number;
}

/** Every 2 s, sends the outbox's due mail over SMTP. The timer never keeps the process alive. */
export function startMailSender({ db, logger, smtpUrl, from, intervalMs = mailSendIntervalMs, now = Date.now }: MailSenderOptions): {
  stop(): Promise<void>;
} {
  if (!smtpUrl) {
    logger.info('no SMTP server configured: mail stays in the outbox, see /mailbox');
    return { stop: async () => undefined };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const send = (mail: Parameters<typeof transport.sendMail>[0]) => transport.sendMail(mail);
  let running: Promise<void> | null = null;
  let stopped = false;

  async function sendAll(): Promise<void> {
    // A full batch means more may be due: keep going until the outbox is drained (or the sender stops).
    while (!stopped && (await sendDueMail(db, send, from, now(), logger)) >= mailBatchSize);
  }

  function tick(): void {
    if (running || stopped) return;
    running = sendAll()
      .catch((error: Error) => logger.warn({ err: error.message }, 'mail sender could not read the outbox'))
      .finally(() => {
        running = null;
      });
  }

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      transport.close();
    },
  };
}
