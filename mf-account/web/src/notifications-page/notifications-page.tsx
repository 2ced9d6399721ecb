import { useId } from 'react';
import { usePhrase } from '@storefront/platform';
import type { NotificationsPageViewModel } from '../../../contract/notifications';
import { NotificationList } from '../notification-list/notification-list';
import '../styles/member-page.css';

/** /notifications (NotificationsPageViewModel): every notification, older ones page by page, and mark-all. */
export default function NotificationsPage({ page }: { page: NotificationsPageViewModel }) {
  const t = usePhrase();
  const headingId = useId();

  return (
    <section className="a_MemberPage" aria-labelledby={headingId}>
      <h1 id={headingId} className="a_MemberPage__heading">
        {t('/Member/Notifications/Title')}
      </h1>
      <NotificationList variant="page" headingId={headingId} isSocialEnabled={page.isSocialEnabled} initialList={page.notifications} />
    </section>
  );
}
