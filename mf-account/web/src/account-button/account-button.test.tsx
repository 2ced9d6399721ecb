import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aNotification, givenAppShell, givenVisitor } from '../testing/member-fixtures';
import { givenWindowWidth, interceptLinks, renderWithStores } from '../testing/render-with-stores';
import { logout } from '../session/logout';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/environment';
import AccountButton, { MemberButton } from './account-button';

jest.mock('../session/logout', () => ({ logout: jest.fn(() => Promise.resolve()) }));

const unread = aNotification({ id: 'n-2', state: 'unread' });
const clicked = aNotification({ id: 'n-1', state: 'clicked', targetUrl: { url: '/my-pages/orders/100234' } });

// A member's button is a chunk of its own (a visitor's page does not load it): here it is loaded before the tests.
beforeAll(() => MemberButton.preload());

let links: ReturnType<typeof interceptLinks>;
beforeEach(() => {
  givenWindowWidth(1024);
  links = interceptLinks();
});
afterEach(() => links.stop());

function openFlyout() {
  fireEvent.click(screen.getByRole('button', { name: /^My account/ }));
  return screen.getByRole('dialog', { name: 'My account' });
}

describe('AccountButton, logged out', () => {
  test('opens the account box on the login tab', () => {
    givenVisitor();
    const { recorded } = renderWithStores(<AccountButton />);
    const boxRequests = recorded('account:open-box');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(boxRequests).toEqual([{ tab: 'login' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('is hidden on store devices, logged in or not', () => {
    givenVisitor({ isStoreDevice: true });
    const { container, rerender } = renderWithStores(<AccountButton />);
    expect(container.innerHTML).toBe('');
    act(() => void givenAppShell({ isStoreDevice: true }));
    rerender(<AccountButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AccountButton, logged in', () => {
  test('shows the unread count as a badge and in its name; 9+ above 9; none at 0', () => {
    givenAppShell({ notifications: [unread], unreadNotificationCount: 3 });
    const { container } = renderWithStores(<AccountButton />);
    const button = screen.getByRole('button', { name: 'My account, 3 unread notifications' });
    expect(button.querySelector('.a_AccountButton__badge')?.textContent).toBe('3');
    act(() => void givenAppShell({ notifications: [unread], unreadNotificationCount: 12 }));
    expect(container.querySelector('.a_AccountButton__badge')?.textContent).toBe('9+');
    act(() => void givenAppShell({ notifications: [], unreadNotificationCount: 0 }));
    expect(screen.getByRole('button', { name: 'My account' }).querySelector('.a_AccountButton__badge')).toBeNull();
  });

  test('opens the member flyout on the notifications tab, which marks the unread ones viewed', async () => {
    givenAppShell({ notifications: [unread, clicked], unreadNotificationCount: 1 });
    const { sentTo } = renderWithStores(<AccountButton />);
    expect(screen.getByRole('button', { name: /^My account/ }).getAttribute('aria-expanded')).toBe('false');
    const dialog = openFlyout();
    expect(screen.getByRole('button', { name: /^My account/, hidden: true }).getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('Logged in as member@example.com')).toBeTruthy();
    const tab = within(dialog).getByRole('tab', { name: 'Notifications' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab);
    expect(within(dialog).getByRole('tabpanel', { name: 'Notifications' })).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await act(settle);
    expect(sentTo('/Notifications/Update').map((request) => request.body)).toEqual([{ viewedIds: ['n-2'] }]);
  });

  test('the tabs switch by click and by arrow keys', () => {
    givenAppShell({ notifications: [], unreadNotificationCount: 0 });
    renderWithStores(<AccountButton />);
    const dialog = openFlyout();
    const myPages = within(dialog).getByRole('tab', { name: 'My pages' });
    expect(myPages.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(myPages);
    expect(myPages.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel', { name: 'My pages' })).toBeTruthy();

    fireEvent.keyDown(myPages, { key: 'ArrowRight' });
    const notifications = within(dialog).getByRole('tab', { name: 'Notifications' });
    expect(notifications.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(notifications);
    expect(within(dialog).getByText('You have no notifications yet.')).toBeTruthy();
    fireEvent.keyDown(notifications, { key: 'End' });
    expect(document.activeElement).toBe(myPages);
    fireEvent.keyDown(myPages, { key: 'Home' });
    expect(document.activeElement).toBe(notifications);
  });

  test('my pages lists the member pages; following one closes the flyout', async () => {
    givenAppShell();
    renderWithStores(<AccountButton />);
    const dialog = openFlyout();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'My pages' }));
    const nav = within(dialog).getByRole('navigation', { name: 'My pages' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/my-pages'],
      ['My orders', '/my-pages/orders'],
      ['My details', '/my-pages/profile'],
      ['Newsletters', '/my-pages/subscriptions'],
      ['Monitored products', '/my-pages/monitored-products'],
      ['My member card (QR code)', '/my-pages/qr-code'],
      ['Wish list', '/wishlist'],
      ['The club', '/club'],
    ]);
    fireEvent.click(within(nav).getByRole('link', { name: 'My orders' }));
    expect(links.navigations).toEqual(['/my-pages/orders']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('my pages links to the social profile and feed while social is on, and not otherwise', () => {
    givenAppShell({ isSocialEnabled: true });
    const view = renderWithStores(<AccountButton />);
    fireEvent.click(within(openFlyout()).getByRole('tab', { name: 'My pages' }));
    const nav = screen.getByRole('navigation', { name: 'My pages' });
    expect(within(nav).getByRole('link', { name: 'My social profile' }).getAttribute('href')).toBe('/social/my-profile');
    expect(within(nav).getByRole('link', { name: 'My feed' }).getAttribute('href')).toBe('/social/feed');
    view.unmount();
    givenAppShell({ isSocialEnabled: false });
    renderWithStores(<AccountButton />);
    fireEvent.click(within(openFlyout()).getByRole('tab', { name: 'My pages' }));
    expect(within(screen.getByRole('navigation', { name: 'My pages' })).queryByRole('link', { name: /^My (feed|social profile)$/ })).toBeNull();
  });

  test('the logout button logs out', async () => {
    givenAppShell();
    renderWithStores(<AccountButton />);
    const dialog = openFlyout();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'My pages' }));
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' })));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  test('clicking a notification closes the flyout and follows its link', async () => {
    givenAppShell({ notifications: [clicked], unreadNotificationCount: 0 });
    renderWithStores(<AccountButton />);
    const dialog = openFlyout();
    fireEvent.click(within(dialog).getAllByRole('link')[0]!);
    expect(links.navigations).toEqual(['/my-pages/orders/100234']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('Escape closes the flyout and gives focus back to the button', async () => {
    givenAppShell();
    renderWithStores(<AccountButton />);
    const button = screen.getByRole('button', { name: /^My account/ });
    button.focus();
    const dialog = openFlyout();
    fireEvent.keyDown(within(dialog).getByRole('tab', { name: 'Notifications' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  test('Tab stays inside the flyout', () => {
    givenAppShell({ notifications: [clicked], unreadNotificationCount: 0 });
    renderWithStores(<AccountButton />);
    const dialog = openFlyout();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
  });

  test('has no axe violations, closed and open on each tab', async () => {
    givenAppShell({ notifications: [unread, clicked], unreadNotificationCount: 1 });
    renderWithStores(
      <header>
        <AccountButton />
      </header>,
    );
    expect(await axeViolations()).toEqual([]);
    const dialog = openFlyout();
    await act(settle);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'My pages' }));
    expect(await axeViolations()).toEqual([]);
  });
});
