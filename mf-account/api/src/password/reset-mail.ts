import type { Culture } from '@storefront/platform';
import { accountText } from '../login/account-text';
import { layOutMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';

/** The mail with the reset link (`${publicUrl}/forgot-password?token=…`), in the language the shopper asked in. */
export function resetPasswordMail(to: string, link: string, culture: Culture): OutgoingMail {
  const text = accountText(culture);
  const subject = text('/AccountApi/Mail/ResetPassword/Subject');
  return {
    to,
    subject,
    kind: 'reset-password',
    ...layOutMail({
      culture,
      subject,
      paragraphs: [text('/AccountApi/Mail/ResetPassword/Intro', { email: to }), text('/AccountApi/Mail/ResetPassword/Ignore')],
      link: { url: link, text: text('/AccountApi/Mail/ResetPassword/Link') },
      signature: text('/AccountApi/Mail/Signature'),
    }),
  };
}
