import { createContext, useContext } from 'react';
import { useStoreState } from '../stores/use-store-state';
import type { NotificationStore, NotificationsState } from './notification-store';
import { notificationStore } from './notification-store-instance';

/** The page's notification store; tests provide their own. */
export const NotificationStoreContext = createContext<NotificationStore>(notificationStore);

export const useNotificationStore = (): NotificationStore => useContext(NotificationStoreContext);

/** The notifications' state; the store follows app shell data and other tabs while a component using it is mounted. */
export function useNotifications(): NotificationsState {
  return useStoreState(useNotificationStore());
}
