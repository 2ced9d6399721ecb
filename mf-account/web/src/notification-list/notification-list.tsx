import { useEffect, useState, type MouseEvent } from 'react';
import { Button, usePhrase, type Notification } from '@storefront/platform';
import type { NotificationList as NotificationListModel } from '../../../contract/notifications';
import { useNotifications, useNotificationStore } from '../notification-store/use-notifications';
import { NotificationItem } from './notification-item';
import { useMarkViewedOnShow } from './use-mark-viewed-on-show';
import '../styles/focus.css';
import './notification-list.css';

export interface NotificationListProps {
  /** False shows the maintenance notice for social notifications (the shop's own still list). */
  isSocialEnabled: boolean;
  /** A notification was followed: the flyout closes. */
  onNavigate?: () => void;
  /** The flyout links to the notifications page; the page offers "show more" instead. */
  variant: 'flyout' | 'page';
  /** The id of the heading that names the list; without one the list is named "Notifications". */
  headingId?: string;
  /** A list the server sent with the page: taken before the unread ones are marked viewed. */
  initialList?: NotificationListModel;
}

/** What the shopper can ask of the list; its failure is said below it. */
type ListAction = 'mark-all' | 'load-more';

const ignore = () => undefined;
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The member's notifications: states, mark-all, the empty and social-maintenance messages. */
export function NotificationList({ isSocialEnabled, onNavigate, variant, headingId, initialList }: NotificationListProps) {
  const t = usePhrase();
  const store = useNotificationStore();
  const { items, unreadCount, hasMore } = useNotifications();
  const [failure, setFailure] = useState<ListAction | null>(null);
  // Before marking: effects run in the order they are declared.
  useEffect(() => {
    if (initialList) store.receiveList(initialList);
  }, [store, initialList]);
  useMarkViewedOnShow(store);

  function open(notification: Notification, event: MouseEvent<HTMLAnchorElement>): void {
    store.markClicked(notification.id).catch(ignore);
    // A new-tab click leaves this page (and its open list) as it is.
    if (isPlainClick(event)) onNavigate?.();
  }

  /** Runs an action of the list: a failure is said until the next try, and its button still shows that it failed. */
  async function attempt(kind: ListAction, action: () => Promise<void>): Promise<void> {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(kind);
      throw error;
    }
  }

  const markAll = () => attempt('mark-all', () => store.markAllClicked());
  const showMore = () => attempt('load-more', () => store.loadMore());

  const canMarkAll = unreadCount > 0 || items.some((notification) => notification.state !== 'clicked');

  return (
    <div className={`a_NotificationList a_NotificationList--${variant}`}>
      {!isSocialEnabled && (
        <p className="a_NotificationList__notice" role="note">
          {t('/Member/Notifications/SocialMaintenance')}
        </p>
      )}
      {canMarkAll && (
        <div className="a_NotificationList__actions">
          <Button variant="ghost" className="a_NotificationList__markAll" onClick={markAll}>
            {t('/Member/Notifications/MarkAllRead')}
          </Button>
        </div>
      )}
      {failure && (
        <p className="a_NotificationList__error" role="alert">
          {t('/Errors/Unknown')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="a_NotificationList__empty">{t('/Member/Notifications/Empty')}</p>
      ) : (
        <ul className="a_NotificationList__items" {...(headingId ? { 'aria-labelledby': headingId } : { 'aria-label': t('/Member/Notifications/Title') })}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      )}
      {variant === 'page' && hasMore && (
        <Button variant="secondary" className="a_NotificationList__more" onClick={showMore}>
          {t('/Common/ShowMore')}
        </Button>
      )}
      {variant === 'flyout' && items.length > 0 && (
        <a className="a_NotificationList__all" href="/notifications" onClick={(event) => isPlainClick(event) && onNavigate?.()}>
          {t('/Member/Notifications/ShowAll')}
        </a>
      )}
    </div>
  );
}
