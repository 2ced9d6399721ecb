import type { Culture } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { accountText } from '../login/account-text';
import { layOutMail } from '../mail/mail-layout';
import { writeNotification } from '../notifications/notification-store';

/** The new member's welcome: a mail and a notification, in the transaction that confirms their address. */
export async function welcomeNewMember(
  services: AccountServices,
  tx: Queryable,
  member: { id: string; email: string; culture: Culture },
): Promise<void> {
  const text = accountText(member.culture);
  const subject = text('/AccountApi/Mail/Welcome/Subject');
  await services.outbox.enqueue(
    {
      to: member.email,
      subject,
      kind: 'welcome',
      ...layOutMail({
        culture: member.culture,
        subject,
        paragraphs: [text('/AccountApi/Mail/Welcome/Intro', { email: member.email })],
        link: { url: `${services.publicUrl}/my-pages`, text: text('/AccountApi/Mail/Welcome/Link') },
        signature: text('/AccountApi/Mail/Signature'),
      }),
    },
    tx,
  );
  await writeNotification(tx, {
    memberId: member.id,
    kind: 'welcome',
    targetUrl: '/my-pages',
    text: { tag: 'p', children: [{ text: text('/AccountApi/Notification/Welcome'), bold: true }] },
    overlay: { emoji: '🎉' },
    dedupeKey: 'welcome',
  });
}
