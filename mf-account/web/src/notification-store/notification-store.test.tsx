import { appShell, type Notification } from '@storefront/platform';
import { aNotification, aNotificationList, givenAppShell, givenVisitor, minutesAgo } from '../testing/member-fixtures';
import { aTestBus, fakeHttp, settle } from '../testing/environment';
import { badgeText } from './notification-states';
import { createNotificationStore } from './notification-store';

const shipped = aNotification({ id: 'n-3', kind: 'order-shipped', state: 'unread', createdAtUtc: minutesAgo(1) });
const priceDrop = aNotification({ id: 'n-2', kind: 'price-drop', state: 'viewed', createdAtUtc: minutesAgo(30) });
const backInStock = aNotification({ id: 'n-1', state: 'unread', createdAtUtc: minutesAgo(90) });
const welcome = aNotification({ id: 'n-0', kind: 'welcome', state: 'clicked', createdAtUtc: minutesAgo(60 * 24 * 3) });

function aStore(notifications: Notification[] = [shipped, priceDrop, backInStock], unreadNotificationCount = 2) {
  givenAppShell({ notifications, unreadNotificationCount });
  const { http, sentTo, requests } = fakeHttp();
  const { bus, fromOtherTab, recorded, sentToOtherTabs } = aTestBus();
  const store = createNotificationStore({ http, bus, appShell, pageSize: 2 });
  const disconnect = store.connect();
  const states = () => Object.fromEntries(store.getState().items.map((item) => [item.id, item.state]));
  const updates = () => sentTo('/Notifications/Update');
  return { store, bus, fromOtherTab, recorded, sentToOtherTabs, disconnect, states, updates, requests };
}

describe('notification store', () => {
  test('starts from the app shell: latest notifications and the unread count', () => {
    const { store, states } = aStore();
    expect(states()).toEqual({ 'n-3': 'unread', 'n-2': 'viewed', 'n-1': 'unread' });
    expect(store.getState().unreadCount).toBe(2);
  });

  test('the badge shows the count up to 9, then 9+', () => {
    expect([0, 1, 9, 10, 250].map(badgeText)).toEqual(['0', '1', '9', '9+', '9+']);
  });

  test('marking all viewed turns every unread one viewed at once, sends their ids and emits the new count', async () => {
    const { store, states, updates, recorded, sentToOtherTabs } = aStore([shipped, priceDrop, backInStock], 5);
    const changes = recorded('notifications:changed');
    const marked = store.markAllViewed();
    expect(states()).toEqual({ 'n-3': 'viewed', 'n-2': 'viewed', 'n-1': 'viewed' });
    expect(store.getState().unreadCount).toBe(3);
    await settle();
    expect(updates().map((request) => request.body)).toEqual([{ viewedIds: ['n-3', 'n-1'] }]);
    updates()[0]!.answer({ unreadCount: 3 });
    await marked;
    expect(changes).toEqual([{ unreadCount: 3 }]);
    expect(sentToOtherTabs).toEqual([{ name: 'notifications:changed', payload: { unreadCount: 3 } }]);
  });

  test('nothing unread: nothing is sent', async () => {
    const { store, updates } = aStore([priceDrop, welcome], 0);
    await store.markAllViewed();
    expect(updates()).toHaveLength(0);
  });

  test('a failed update puts the states and the count back', async () => {
    const { store, states, updates, recorded } = aStore();
    const changes = recorded('notifications:changed');
    const marked = store.markAllViewed();
    await settle();
    updates()[0]!.fail(500);
    await expect(marked).rejects.toThrow();
    expect(states()).toEqual({ 'n-3': 'unread', 'n-2': 'viewed', 'n-1': 'unread' });
    expect(store.getState().unreadCount).toBe(2);
    expect(changes).toEqual([]);
  });

  test('clicking one marks it clicked with its id', async () => {
    const { store, states, updates, recorded } = aStore();
    const changes = recorded('notifications:changed');
    const clicked = store.markClicked('n-1');
    expect(states()['n-1']).toBe('clicked');
    expect(store.getState().unreadCount).toBe(1);
    await settle();
    expect(updates()[0]!.body).toEqual({ clickedIds: ['n-1'] });
    updates()[0]!.answer({ unreadCount: 1 });
    await clicked;
    expect(changes).toEqual([{ unreadCount: 1 }]);
  });

  test('mark-all sets every one clicked and the count to 0; a failure puts all back and rejects', async () => {
    const { store, states, updates } = aStore([shipped, priceDrop, backInStock, welcome], 7);
    const failed = store.markAllClicked();
    expect(states()).toEqual({ 'n-3': 'clicked', 'n-2': 'clicked', 'n-1': 'clicked', 'n-0': 'clicked' });
    expect(store.getState().unreadCount).toBe(0);
    await settle();
    expect(updates()[0]!.body).toEqual({ clickedAll: true });
    updates()[0]!.fail(500);
    await expect(failed).rejects.toThrow();
    expect(states()).toEqual({ 'n-3': 'unread', 'n-2': 'viewed', 'n-1': 'unread', 'n-0': 'clicked' });
    expect(store.getState().unreadCount).toBe(7);

    const marked = store.markAllClicked();
    await settle();
    updates()[1]!.answer({ unreadCount: 0 });
    await marked;
    expect(store.getState().unreadCount).toBe(0);
  });

  test('loads older pages with before and take, and keeps what it had', async () => {
    const { store, requests, states } = aStore();
    store.receiveList(aNotificationList([shipped, priceDrop], { hasMore: true, unreadCount: 2 }));
    expect(store.getState().hasMore).toBe(true);
    const loaded = store.loadMore();
    expect(store.getState().isLoadingMore).toBe(true);
    expect(store.loadMore()).toBe(loaded);
    expect(requests.map((request) => request.url)).toEqual(['/api/my/notifications?before=n-1&take=2']);
    requests[0]!.answer(aNotificationList([welcome], { hasMore: false, unreadCount: 2 }));
    await loaded;
    expect(states()).toEqual({ 'n-3': 'unread', 'n-2': 'viewed', 'n-1': 'unread', 'n-0': 'clicked' });
    expect(store.getState()).toMatchObject({ hasMore: false, isLoadingMore: false });
  });

  test('follows app shell updates, keeping states that went further here and older pages it loaded', async () => {
    const { store, states, updates } = aStore([shipped, backInStock], 2);
    store.receiveList(aNotificationList([shipped, backInStock, welcome], { hasMore: false }));
    const marked = store.markAllViewed();
    const newer = aNotification({ id: 'n-4', createdAtUtc: minutesAgo(0) });
    // A refresh that left before the update arrived: it still says unread.
    appShell.set({ ...appShell.get()!, notifications: [newer, shipped, backInStock], unreadNotificationCount: 3 });
    expect(states()).toEqual({ 'n-4': 'unread', 'n-3': 'viewed', 'n-1': 'viewed', 'n-0': 'clicked' });
    expect(store.getState().unreadCount).toBe(0);
    await settle();
    updates()[0]!.answer({ unreadCount: 1 });
    await marked;
    expect(store.getState().unreadCount).toBe(1);
  });

  test('logging out empties the list', () => {
    const { store } = aStore();
    givenVisitor();
    expect(store.getState()).toMatchObject({ items: [], unreadCount: 0 });
  });

  test("takes another tab's count and asks for app shell data to see which ones it read", async () => {
    const { store, fromOtherTab, recorded } = aStore();
    const reloads = recorded('appshell:reload-request');
    fromOtherTab('notifications:changed', { unreadCount: 0 });
    await settle();
    expect(store.getState().unreadCount).toBe(0);
    expect(reloads).toEqual([{ reason: 'notifications:changed' }]);
  });
});
