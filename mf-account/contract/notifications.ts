import type { Notification, PageBase } from '@storefront/platform';
import { z } from 'zod';

/*
 * Team Account's notification list, its changes and page (a notification itself is the platform's: the app shell data
 * carries the latest).
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

/** GET /api/my/notifications?before={id}&take={n} (newest first). */
export interface NotificationList {
  items: Notification[];
  unreadCount: number;
  hasMore: boolean;
}

export const notificationId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A notification id is a uuid.');

const notificationIds = z.array(notificationId).max(200);

/** POST /Notifications/Update and /api/my/notifications/update: exactly one of the three. */
export const notificationUpdateRequest = z
  .object({ viewedIds: notificationIds.optional(), clickedIds: notificationIds.optional(), clickedAll: z.boolean().optional() })
  .refine((update) => [update.viewedIds !== undefined, update.clickedIds !== undefined, update.clickedAll === true].filter(Boolean).length === 1, {
    message: 'Send exactly one of viewedIds, clickedIds or clickedAll: true.',
  });

export type NotificationUpdateRequest = z.infer<typeof notificationUpdateRequest>;

export interface NotificationUpdateResponse {
  unreadCount: number;
}

/** `/notifications` */
export interface NotificationsPageViewModel extends PageBase {
  componentName: 'NotificationsPageViewModel';
  notifications: NotificationList;
  isSocialEnabled: boolean;
}
