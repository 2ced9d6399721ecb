import type { Culture } from '@storefront/platform';
import { accountText } from '../login/account-text';
import { layOutMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';

/** The link that confirms a registration (`${publicUrl}/?confirmRegistration=…`), in the language registered in. */
export function confirmationMail(to: string, link: string, culture: Culture): OutgoingMail {
  const text = accountText(culture);
  const subject = text('/AccountApi/Mail/ConfirmRegistration/Subject');
  return {
    to,
    subject,
    kind: 'registration-confirmation',
    ...layOutMail({
      culture,
      subject,
      paragraphs: [text('/AccountApi/Mail/ConfirmRegistration/Intro', { email: to }), text('/AccountApi/Mail/ConfirmRegistration/Ignore')],
      link: { url: link, text: text('/AccountApi/Mail/ConfirmRegistration/Link') },
      signature: text('/AccountApi/Mail/Signature'),
    }),
  };
}

/** To the owner of an address someone tried to register with: log in, or choose a new password. */
export function registrationAttemptMail(to: string, loginLink: string, culture: Culture): OutgoingMail {
  const text = accountText(culture);
  const subject = text('/AccountApi/Mail/RegistrationAttempt/Subject');
  return {
    to,
    subject,
    kind: 'registration-attempt',
    ...layOutMail({
      culture,
      subject,
      paragraphs: [text('/AccountApi/Mail/RegistrationAttempt/Intro', { email: to }), text('/AccountApi/Mail/RegistrationAttempt/Ignore')],
      link: { url: loginLink, text: text('/AccountApi/Mail/RegistrationAttempt/Link') },
      signature: text('/AccountApi/Mail/Signature'),
    }),
  };
}
