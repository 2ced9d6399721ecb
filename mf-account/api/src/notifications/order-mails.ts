import type { Culture } from '@storefront/platform';
import { layOutMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';
import { memberApiText } from '../pages/member-api-text';

/** The order confirmation mail of a placed order (members' and guests' alike), in the order's language. */
export function orderConfirmationMail(order: { orderNumber: string; email: string; culture: Culture }, publicUrl: string): OutgoingMail {
  const text = (key: string) => memberApiText(order.culture, key, { orderNumber: order.orderNumber });
  const subject = text('/MemberApi/OrderMail/Subject');
  return {
    to: order.email,
    subject,
    kind: 'order-confirmation',
    ...layOutMail({
      culture: order.culture,
      subject,
      paragraphs: [text('/MemberApi/OrderMail/Heading'), text('/MemberApi/OrderMail/Text')],
      link: { url: `${publicUrl}/orderconfirmation/${encodeURIComponent(order.orderNumber)}`, text: text('/MemberApi/OrderMail/Link') },
      signature: text('/MemberApi/Mail/Signature'),
    }),
  };
}
