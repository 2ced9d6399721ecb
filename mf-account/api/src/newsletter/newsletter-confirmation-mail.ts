import type { Culture } from '@storefront/platform';
import { layOutMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';
import { memberApiText } from '../pages/member-api-text';

/** The double opt-in mail: nothing is sent to the address until its owner opens this link. */
export function newsletterConfirmationMail(to: string, token: string, culture: Culture, publicUrl: string): OutgoingMail {
  const text = (key: string) => memberApiText(culture, key);
  const subject = text('/MemberApi/Newsletter/Mail/Subject');
  return {
    to,
    subject,
    kind: 'newsletter-confirmation',
    ...layOutMail({
      culture,
      subject,
      paragraphs: [text('/MemberApi/Newsletter/Mail/Text'), text('/MemberApi/Newsletter/Mail/Ignore')],
      link: { url: `${publicUrl}/newslettersignup/confirm?token=${encodeURIComponent(token)}`, text: text('/MemberApi/Newsletter/Mail/Link') },
      signature: text('/MemberApi/Mail/Signature'),
    }),
  };
}
