import type { Culture } from '@storefront/platform';
import { layOutMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';
import { ordersApiText } from '../pages/orders-api-text';

/** To the old address when the e-mail of an account changed: its owner learns of it even if it was not them. */
export function emailChangedMail(to: string, newEmail: string, culture: Culture, publicUrl: string): OutgoingMail {
  const text = ordersApiText(culture);
  const subject = text('/OrdersApi/Mail/EmailChanged/Subject');
  const body = layOutMail({
    culture,
    subject,
    paragraphs: [text('/OrdersApi/Mail/EmailChanged/Text', { email: newEmail }), text('/OrdersApi/Mail/EmailChanged/NotYou')],
    link: { url: `${publicUrl}/`, text: text('/OrdersApi/Mail/ShopLink') },
    signature: text('/OrdersApi/Mail/Signature'),
  });
  return { to, subject, ...body, kind: 'email-changed' };
}

/** The last mail to a member who deleted their account. */
export function accountDeletedMail(to: string, culture: Culture, publicUrl: string): OutgoingMail {
  const text = ordersApiText(culture);
  const subject = text('/OrdersApi/Mail/AccountDeleted/Subject');
  const body = layOutMail({
    culture,
    subject,
    paragraphs: [text('/OrdersApi/Mail/AccountDeleted/Text'), text('/OrdersApi/Mail/AccountDeleted/Welcome')],
    link: { url: `${publicUrl}/`, text: text('/OrdersApi/Mail/ShopLink') },
    signature: text('/OrdersApi/Mail/Signature'),
  });
  return { to, subject, ...body, kind: 'account-deleted' };
}
