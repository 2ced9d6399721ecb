import type { Culture } from '@storefront/platform';
import { layOutMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';
import { accountText } from './account-text';

/** The mail to the owner of an account under attack, with the link that lets their next login skip the challenge. */
export function unlockMail(to: string, link: string, culture: Culture): OutgoingMail {
  const text = accountText(culture);
  const subject = text('/AccountApi/Mail/LoginUnlock/Subject');
  return {
    to,
    subject,
    kind: 'login-unlock',
    ...layOutMail({
      culture,
      subject,
      paragraphs: [text('/AccountApi/Mail/LoginUnlock/Intro', { email: to }), text('/AccountApi/Mail/LoginUnlock/Ignore')],
      link: { url: link, text: text('/AccountApi/Mail/LoginUnlock/Link') },
      signature: text('/AccountApi/Mail/Signature'),
    }),
  };
}
