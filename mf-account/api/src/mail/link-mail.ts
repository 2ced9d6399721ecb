import type { Culture } from '@storefront/platform';
import { accountText } from '../login/account-text';
import { layOutMail } from './mail-layout';
import type { MailKind, OutgoingMail } from './outbox';

/**
 * The mails that carry one link for the addressee to follow (a password reset, a login unlock, a registration to
 * confirm, an address someone tried to register with): why it came, what to do if it was not them, and the link. Their
 * texts are the phrases under `/AccountApi/Mail/<phrases>/` (Subject, Intro, Ignore, Link).
 */
export function linkMail(kind: MailKind, phrases: string, to: string, link: string, culture: Culture): OutgoingMail {
  const text = accountText(culture);
  const phrase = (name: string, params?: Record<string, string>) => text(`/AccountApi/Mail/${phrases}/${name}`, params);
  const subject = phrase('Subject');
  return {
    to,
    subject,
    kind,
    ...layOutMail({
      culture,
      subject,
      paragraphs: [phrase('Intro', { email: to }), phrase('Ignore')],
      link: { url: link, text: phrase('Link') },
      signature: text('/AccountApi/Mail/Signature'),
    }),
  };
}
