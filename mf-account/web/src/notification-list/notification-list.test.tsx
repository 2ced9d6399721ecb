import { act, fireEvent, screen, within } from '@testing-library/react';
import { aNotification, givenAppShell, minutesAgo } from '../testing/member-fixtures';
import { givenWindowWidth, interceptLinks, renderWithStores } from '../testing/render-with-stores';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import { NotificationList } from './notification-list';

const shipped = aNotification({
  id: 'n-3',
  kind: 'order-shipped',
  state: 'unread',
  targetUrl: { url: '/my-pages/orders/100234' },
  image: null,
  overlay: { emoji: '📦' },
  text: { tag: 'p', children: [{ text: 'Your order ' }, { text: '100234', bold: true }, { text: ' is on its way.' }] },
  createdAtUtc: minutesAgo(1),
});
const priceDrop = aNotification({
  id: 'n-2',
  kind: 'price-drop',
  state: 'viewed',
  text: { tag: 'span', alignment: 'center', children: [{ text: 'Lower price', underline: true }, { text: ' on ' }, { text: 'Hydra Serum', italic: true }, { text: ' now', dimmed: true }] },
  createdAtUtc: minutesAgo(60 * 5),
});
const welcome = aNotification({ id: 'n-1', kind: 'welcome', state: 'clicked', text: { tag: 'p', children: [{ text: '<b>Welcome</b> to the club' }] }, createdAtUtc: minutesAgo(60 * 24 * 8) });

function showList({ isSocialEnabled = true, variant = 'flyout' as const, onNavigate = jest.fn() } = {}) {
  const view = renderWithStores(
    <main>
      <NotificationList isSocialEnabled={isSocialEnabled} variant={variant} onNavigate={onNavigate} />
    </main>,
  );
  const updates = () => view.sentTo('/Notifications/Update');
  const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
  return { ...view, updates, items, onNavigate };
}

let links: ReturnType<typeof interceptLinks>;
beforeEach(() => {
  links = interceptLinks();
});
afterEach(() => links.stop());

describe('NotificationList', () => {
  beforeEach(() => {
    givenWindowWidth(1024);
    givenAppShell({ notifications: [shipped, priceDrop, welcome], unreadNotificationCount: 1 });
  });

  test('lists each notification as a link to its target with its text and relative time', () => {
    const { items } = showList();
    expect(items().map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/my-pages/orders/100234',
      '/p/velvet-lipstick/100001',
      '/p/velvet-lipstick/100001',
    ]);
    expect(items().map((item) => item.querySelector('time')?.textContent)).toEqual(['just now', '5 hours ago', 'a week ago']);
    expect(within(items()[0]!).getByText('📦').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('renders the text parts as text with their styling, never as HTML', () => {
    const { items } = showList();
    const order = within(items()[0]!).getByText('100234');
    expect(order.className).toContain('a_NotificationText__part--bold');
    expect(order.closest('p')?.textContent).toBe('Your order 100234 is on its way.');
    const priceText = within(items()[1]!).getByText('Lower price').parentElement!;
    expect(priceText.tagName).toBe('SPAN');
    expect(priceText.className).toContain('a_NotificationText--center');
    expect(within(items()[1]!).getByText('Lower price').className).toContain('--underline');
    expect(within(items()[1]!).getByText('Hydra Serum').className).toContain('--italic');
    expect(within(items()[1]!).getByText('now').className).toContain('--dimmed');
    expect(within(items()[2]!).getByText('<b>Welcome</b> to the club')).toBeTruthy();
    expect(items()[2]!.querySelector('b')).toBeNull();
  });

  test('opening the list marks every unread one viewed; a viewed one shows a dot, a clicked one none', async () => {
    const { items, updates, recorded } = showList();
    const changes = recorded('notifications:changed');
    expect(within(items()[0]!).getByTestId('viewed-dot')).toBeTruthy();
    expect(within(items()[1]!).getByTestId('viewed-dot')).toBeTruthy();
    expect(within(items()[2]!).queryByTestId('viewed-dot')).toBeNull();
    await act(settle);
    expect(updates().map((request) => request.body)).toEqual([{ viewedIds: ['n-3'] }]);
    await act(async () => updates()[0]!.answer({ unreadCount: 0 }));
    expect(changes).toEqual([{ unreadCount: 0 }]);
  });

  test('tells screen readers which ones are new or not opened yet', () => {
    givenWindowWidth(400);
    const { items } = showList();
    const bodyText = (index: number) => items()[index]!.querySelector('.a_NotificationItem__body')?.textContent;
    expect(bodyText(0)).toBe('New: Your order 100234 is on its way.just now');
    expect(bodyText(1)).toBe('Not opened: Lower price on Hydra Serum now5 hours ago');
    expect(bodyText(2)).toBe('<b>Welcome</b> to the cluba week ago');
  });

  test.each([
    ['Micro', 400],
    ['Init', 300],
  ])('on the smallest breakpoint (%s) opening the list marks nothing', async (_name, width) => {
    givenWindowWidth(width);
    const { items, updates } = showList();
    await act(settle);
    expect(updates()).toHaveLength(0);
    expect(items()[0]!.className).toContain('a_NotificationItem--unread');
  });

  test('clicking one marks it clicked and closes the list; the link itself navigates', async () => {
    const { items, updates, onNavigate } = showList();
    await act(settle);
    fireEvent.click(within(items()[1]!).getByRole('link'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(links.navigations).toEqual(['/p/velvet-lipstick/100001']);
    expect(items()[1]!.className).toContain('a_NotificationItem--clicked');
    await act(async () => updates()[0]!.answer({ unreadCount: 0 }));
    await act(settle);
    expect(updates()[1]!.body).toEqual({ clickedIds: ['n-2'] });
  });

  test('a click for a new tab marks it clicked but leaves the list open', async () => {
    givenWindowWidth(400);
    const { items, updates, onNavigate } = showList();
    fireEvent.click(within(items()[0]!).getByRole('link'), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    await act(settle);
    expect(updates()[0]!.body).toEqual({ clickedIds: ['n-3'] });
  });

  test('mark-all sets all clicked; its failure shows the unknown error', async () => {
    givenWindowWidth(400);
    const { items, updates } = showList();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(items().map((item) => item.className)).toEqual(items().map(() => 'a_NotificationItem a_NotificationItem--clicked'));
    await act(settle);
    expect(updates()[0]!.body).toEqual({ clickedAll: true });
    await act(async () => updates()[0]!.fail(500));
    await act(settle);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(items()[0]!.className).toContain('--unread');
  });

  test('with nothing left to read there is no mark-all', () => {
    givenAppShell({ notifications: [welcome], unreadNotificationCount: 0 });
    showList();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  test('no notifications: the empty-state message', () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    showList();
    expect(screen.getByText('You have no notifications yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all notifications' })).toBeNull();
  });

  test("social switched off: a maintenance notice above the list, the shop's own notifications still listed", () => {
    const { items } = showList({ isSocialEnabled: false });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toBe('Notifications from the community are paused for maintenance. Your order and product notifications are shown as usual.');
    expect(notice.compareDocumentPosition(screen.getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(items()).toHaveLength(3);
  });

  test('the flyout links to all notifications and closes when it is followed', () => {
    const { onNavigate } = showList();
    const all = screen.getByRole('link', { name: 'See all notifications' });
    expect(all.getAttribute('href')).toBe('/notifications');
    fireEvent.click(all);
    expect(onNavigate).toHaveBeenCalled();
  });

  test('has no axe violations', async () => {
    showList({ isSocialEnabled: false });
    await act(settle);
    expect(await axeViolations()).toEqual([]);
  });
});
