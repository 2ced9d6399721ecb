import type { MouseEvent } from 'react';
import { ProductImage, RelativeTime, usePhrase, type Notification } from '@storefront/platform';
import { NotificationText } from './notification-text';

interface NotificationItemProps {
  notification: Notification;
  /** The shopper follows the link: mark it clicked and close the list (the shell navigates). */
  onOpen: (notification: Notification, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One notification as a link to what it is about: unread ones stand out, viewed ones carry a dot. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const t = usePhrase();
  const { state, image, overlay } = notification;
  return (
    <li className={`a_NotificationItem a_NotificationItem--${state}`}>
      <a className="a_NotificationItem__link" href={notification.targetUrl.url} onClick={(event) => onOpen(notification, event)}>
        <span className="a_NotificationItem__media" aria-hidden="true">
          {image ? (
            <ProductImage image={image} size="thumb" className="a_NotificationItem__image" />
          ) : (
            <span className="a_NotificationItem__imagePlaceholder" />
          )}
          {overlay?.emoji ? (
            <span className="a_NotificationItem__overlay">{overlay.emoji}</span>
          ) : overlay?.image ? (
            <span className="a_NotificationItem__overlay">
              <ProductImage image={overlay.image} size="look" />
            </span>
          ) : null}
        </span>
        <div className="a_NotificationItem__body">
          {state === 'unread' && <span className="p_visually-hidden">{t('/Member/Notifications/Unread')}: </span>}
          {state === 'viewed' && <span className="p_visually-hidden">{t('/Member/Notifications/NotOpened')}: </span>}
          <NotificationText text={notification.text} />
          <RelativeTime className="a_NotificationItem__time" dateTime={notification.createdAtUtc} />
        </div>
        {state === 'viewed' && <span className="a_NotificationItem__dot" aria-hidden="true" data-testid="viewed-dot" />}
      </a>
    </li>
  );
}
