import { randomUUID } from 'node:crypto';
import type { OutgoingMail, Outbox } from '../mail/outbox';

/** An outbox for tests: the mails written, in order. */
export function recordingOutbox(): Outbox & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    async enqueue(mail) {
      mails.push(mail);
      return randomUUID();
    },
  };
}
