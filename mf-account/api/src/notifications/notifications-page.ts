import type { Culture } from '@storefront/platform';
import type { NotificationList, NotificationsPageViewModel } from '../../../contract/notifications';
import { memberApiText } from '../pages/member-api-text';
import { memberPageBase } from '../pages/member-page-with-fallback';

/** `/notifications`: the member's latest notifications (the page asks the list API for more). */
export function notificationsPage(notifications: NotificationList, culture: Culture, withFallback: boolean): NotificationsPageViewModel {
  const title = memberApiText(culture, '/MemberApi/Pages/Notifications');
  return {
    ...memberPageBase('NotificationsPageViewModel', '/notifications', title, withFallback
      ? () => ({
          headings: [{ level: 1, text: title }],
          paragraphs: notifications.items.map((item) => item.text.children.map((part) => part.text).join('')),
          links: notifications.items.map((item) => ({ href: item.targetUrl.url, text: item.text.children.map((part) => part.text).join('') })),
        })
      : null),
    notifications,
    // No social team in this shop yet: the notification list shows no social part.
    isSocialEnabled: false,
  };
}
