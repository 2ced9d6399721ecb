import { BehaviorSubject } from 'rxjs';
import type {
  AppShellData,
  AppShellStore,
  Bus,
  HttpClient,
  Notification,
  NotificationState,
} from '@storefront/platform';
import type { NotificationList, NotificationUpdateRequest } from '../../../contract/notifications';
import { serialQueue, sharedConnection } from '@storefront/platform';
import { fromOtherTabs } from '../stores/from-other-tabs';
import type { ConnectedStore } from '../stores/use-store-state';
import { getNotifications, postNotificationUpdate } from './notification-requests';
import { mergeNotifications } from './notification-states';

export interface NotificationsState {
  /** Newest first: the app shell's latest, plus older pages once loaded. */
  items: Notification[];
  /** Unread notifications of the member (all of them, not only those loaded): the badge. */
  unreadCount: number;
  /** Older notifications can be loaded. */
  hasMore: boolean;
  isLoadingMore: boolean;
}

export interface NotificationStore extends ConnectedStore<NotificationsState> {
  /** A list the server sent another way (the notifications page's view model). */
  receiveList(list: NotificationList): void;
  /** Opening the list marks every unread one as viewed ({ viewedIds }). */
  markAllViewed(): Promise<void>;
  /** Clicking one marks it clicked ({ clickedIds }). */
  markClicked(id: string): Promise<void>;
  /** Mark-all sets every notification clicked ({ clickedAll: true }); rejects when the server refuses. */
  markAllClicked(): Promise<void>;
  /** GET /api/my/notifications: the next older page. */
  loadMore(): Promise<void>;
}

export interface NotificationStoreOptions {
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
  appShell: Pick<AppShellStore, 'get' | 'data$'>;
  /** Notifications per page of "show more". */
  pageSize?: number;
}

interface StoreData extends NotificationsState {
  updatesOnTheirWay: number;
}

export function createNotificationStore({ http, bus, appShell, pageSize = 20 }: NotificationStoreOptions): NotificationStore {
  const shell = appShell.get();
  let data: StoreData = {
    items: shell?.notifications ?? [],
    unreadCount: shell?.unreadNotificationCount ?? 0,
    hasMore: false,
    isLoadingMore: false,
    updatesOnTheirWay: 0,
  };
  let lastShellList: Notification[] | undefined = shell?.notifications;
  const stateOf = ({ updatesOnTheirWay: _updates, ...state }: StoreData): NotificationsState => state;
  const state$ = new BehaviorSubject<NotificationsState>(stateOf(data));
  const enqueue = serialQueue();
  let loading: Promise<void> | null = null;

  function set(next: Partial<StoreData>): void {
    data = { ...data, ...next };
    state$.next(stateOf(data));
  }

  /** Sets `to` on the notifications `chosen` picks (optimistically), sends `request`, and puts them back on failure. */
  function update(chosen: (notification: Notification) => boolean, to: NotificationState, request: NotificationUpdateRequest): Promise<void> {
    const before = new Map(data.items.filter(chosen).map((notification) => [notification.id, notification.state]));
    if (before.size === 0 && !request.clickedAll) return Promise.resolve();
    const unreadBefore = [...before.values()].filter((state) => state === 'unread').length;
    const countBefore = data.unreadCount;
    set({
      items: data.items.map((notification) => (before.has(notification.id) ? { ...notification, state: to } : notification)),
      unreadCount: request.clickedAll ? 0 : Math.max(0, data.unreadCount - unreadBefore),
      updatesOnTheirWay: data.updatesOnTheirWay + 1,
    });
    return enqueue(async () => {
      try {
        const unreadCount = await postNotificationUpdate(http, request);
        set({ updatesOnTheirWay: data.updatesOnTheirWay - 1, ...(unreadCount === null ? {} : { unreadCount }) });
      } catch (error) {
        set({
          items: data.items.map((notification) => {
            const previous = before.get(notification.id);
            return previous && notification.state === to ? { ...notification, state: previous } : notification;
          }),
          unreadCount: request.clickedAll ? countBefore : data.unreadCount + unreadBefore,
          updatesOnTheirWay: data.updatesOnTheirWay - 1,
        });
        throw error;
      }
      bus.emit('notifications:changed', { unreadCount: data.unreadCount });
    });
  }

  function markAllViewed(): Promise<void> {
    const viewedIds = data.items.filter((notification) => notification.state === 'unread').map((notification) => notification.id);
    const ids = new Set(viewedIds);
    return update((notification) => ids.has(notification.id), 'viewed', { viewedIds });
  }

  function markClicked(id: string): Promise<void> {
    return update((notification) => notification.id === id && notification.state !== 'clicked', 'clicked', { clickedIds: [id] });
  }

  function markAllClicked(): Promise<void> {
    return update((notification) => notification.state !== 'clicked', 'clicked', { clickedAll: true });
  }

  function loadMore(): Promise<void> {
    if (loading) return loading;
    set({ isLoadingMore: true });
    const oldest = data.items.at(-1)?.id ?? null;
    loading = getNotifications(http, oldest, pageSize)
      .then((list) => {
        set({
          items: mergeNotifications(data.items, [...data.items, ...list.items]),
          hasMore: list.hasMore,
          ...(data.updatesOnTheirWay === 0 ? { unreadCount: list.unreadCount } : {}),
        });
      })
      .finally(() => {
        loading = null;
        set({ isLoadingMore: false });
      });
    return loading;
  }

  function receiveList(list: NotificationList): void {
    set({
      items: mergeNotifications(data.items, list.items),
      hasMore: list.hasMore,
      ...(data.updatesOnTheirWay === 0 ? { unreadCount: list.unreadCount } : {}),
    });
  }

  function followAppShell(shellData: AppShellData | null): void {
    if (!shellData || shellData.notifications === lastShellList) return;
    lastShellList = shellData.notifications;
    if (!shellData.currentUser.isLoggedIn) {
      set({ items: [], unreadCount: 0, hasMore: false });
      return;
    }
    set({
      items: mergeNotifications(data.items, shellData.notifications),
      ...(data.updatesOnTheirWay === 0 ? { unreadCount: shellData.unreadNotificationCount } : {}),
    });
  }

  const connect = sharedConnection(() => {
    const listening = appShell.data$.subscribe(followAppShell);
    listening.add(
      fromOtherTabs(bus, 'notifications:changed').subscribe(({ payload }) => {
        set({ unreadCount: payload.unreadCount });
        // Which ones the other tab read is in the app shell data.
        bus.emit('appshell:reload-request', { reason: 'notifications:changed' });
      }),
    );
    return listening;
  });

  return {
    state$: state$.asObservable(),
    getState: () => state$.getValue(),
    connect,
    receiveList,
    markAllViewed,
    markClicked,
    markAllClicked,
    loadMore,
  };
}
