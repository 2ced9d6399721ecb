import type { HttpClient } from '@storefront/platform';
import type { NotificationList, NotificationUpdateRequest, NotificationUpdateResponse } from '../../../contract/notifications';

/** POST /Notifications/Update with exactly one of viewedIds, clickedIds or clickedAll; answers the unread count. */
export async function postNotificationUpdate(http: Pick<HttpClient, 'post'>, request: NotificationUpdateRequest): Promise<number | null> {
  const { data } = await http.post<NotificationUpdateResponse | null>('/Notifications/Update', request);
  return typeof data?.unreadCount === 'number' ? data.unreadCount : null;
}

/** GET /api/my/notifications?before=&take=: the page of notifications older than `before`, newest first. */
export async function getNotifications(http: Pick<HttpClient, 'get'>, before: string | null, take: number): Promise<NotificationList> {
  const query = new URLSearchParams();
  if (before) query.set('before', before);
  query.set('take', String(take));
  const { data } = await http.get<NotificationList>(`/api/my/notifications?${query.toString()}`);
  return data;
}
