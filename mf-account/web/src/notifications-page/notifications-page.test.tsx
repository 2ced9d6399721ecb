import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NotificationList, NotificationsPageViewModel } from '../../../contract/notifications';
import { aNotification, aNotificationList, givenAppShell, minutesAgo } from '../testing/member-fixtures';
import { givenWindowWidth, renderWithStores } from '../testing/render-with-stores';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import NotificationsPage from './notifications-page';

const newest = aNotification({ id: 'n-4', state: 'unread', createdAtUtc: minutesAgo(1) });
const second = aNotification({ id: 'n-3', state: 'unread', createdAtUtc: minutesAgo(20) });
const third = aNotification({ id: 'n-2', state: 'clicked', createdAtUtc: minutesAgo(60 * 3) });
const oldest = aNotification({ id: 'n-1', state: 'viewed', createdAtUtc: minutesAgo(60 * 24 * 40) });

const aNotificationsPage = (notifications: NotificationList, isSocialEnabled = true): NotificationsPageViewModel => ({
  componentName: 'NotificationsPageViewModel',
  url: '/notifications',
  meta: { title: 'Notifications' },
  currentTheme: 'default',
  notifications,
  isSocialEnabled,
});

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('NotificationsPage (NotificationsPageViewModel)', () => {
  beforeEach(() => givenWindowWidth(1024));

  test("lists the page's notifications and marks the unread ones viewed", async () => {
    givenAppShell({ notifications: [newest], unreadNotificationCount: 2 });
    const { sentTo } = renderWithStores(<NotificationsPage page={aNotificationsPage(aNotificationList([newest, second, third]))} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notifications');
    expect(items()).toHaveLength(3);
    await act(settle);
    expect(sentTo('/Notifications/Update').map((request) => request.body)).toEqual([{ viewedIds: ['n-4', 'n-3'] }]);
  });

  test('"show more" loads the next older page until there is none', async () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    givenWindowWidth(400);
    const { sentTo } = renderWithStores(
      <NotificationsPage page={aNotificationsPage(aNotificationList([newest, second], { hasMore: true }))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await act(settle);
    const [request] = sentTo('/api/my/notifications?before=n-3&take=2');
    expect(request).toBeDefined();
    await act(async () => request!.answer(aNotificationList([third, oldest], { hasMore: false, unreadCount: 2 })));
    await act(settle);
    expect(items().map((item) => item.querySelector('time')?.textContent)).toEqual(['just now', '20 minutes ago', '3 hours ago', '1 month ago']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  test('a failed "show more" shows the unknown error and can be tried again', async () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    const { requests } = renderWithStores(<NotificationsPage page={aNotificationsPage(aNotificationList([third], { hasMore: true }))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await act(settle);
    await act(async () => requests.find((sent) => sent.method === 'GET')!.fail(503));
    await act(settle);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  test('mark-all sets every notification clicked', async () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    givenWindowWidth(400);
    const { sentTo } = renderWithStores(<NotificationsPage page={aNotificationsPage(aNotificationList([newest, oldest]))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await act(settle);
    expect(sentTo('/Notifications/Update')[0]!.body).toEqual({ clickedAll: true });
    expect(items().every((item) => item.className.includes('--clicked'))).toBe(true);
  });

  test('social switched off: the maintenance notice, and the empty message when there is nothing', () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    renderWithStores(<NotificationsPage page={aNotificationsPage(aNotificationList([]), false)} />);
    expect(screen.getByRole('note').textContent).toMatch(/paused for maintenance/);
    expect(screen.getByText('You have no notifications yet.')).toBeTruthy();
  });

  test('has no axe violations', async () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    renderWithStores(
      <main>
        <NotificationsPage page={aNotificationsPage(aNotificationList([newest, third, oldest], { hasMore: true }), false)} />
      </main>,
    );
    await act(settle);
    expect(await axeViolations()).toEqual([]);
  });
});
