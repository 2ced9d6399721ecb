import { screen, within } from '@testing-library/react';
import type { OrderHistoryPageViewModel } from '../../../contract/my-pages';
import { anOrderSummary, aPageBase, sek } from '../testing/my-pages-fixtures';
import { givenMember, renderPage } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import OrderHistoryPage from './order-history-page';

const orders = [
  anOrderSummary(),
  anOrderSummary({ orderNumber: 'B1000007', status: 'delivered', createdAt: '2024-11-02T10:00:00Z', total: sek(1299.5), itemCount: 12, isOngoing: false }),
];

const aHistoryPage = (overrides: Partial<OrderHistoryPageViewModel> = {}): OrderHistoryPageViewModel => ({
  ...aPageBase('OrderHistoryPageViewModel', '/my-pages/orders'),
  orders,
  ...overrides,
});

describe('OrderHistoryPage', () => {
  beforeEach(() => givenMember());

  test('lists every order with number, date, status, item count and total, each linking to its details', async () => {
    renderPage(<OrderHistoryPage page={aHistoryPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order history');
    const rows = within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
    const facts = (row: HTMLElement) =>
      Object.fromEntries(within(row).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(within(rows[1]!).getByRole('link', { name: 'Order B1000007' }).getAttribute('href')).toBe('/my-pages/orders/B1000007');
    expect(facts(rows[1]!)).toEqual({ Date: 'November 2, 2024', Status: 'Delivered', Items: '12', Total: '1 299,50 kr' });
    expect(facts(rows[0]!)).toMatchObject({ Status: 'Received', Items: '3', Total: '547 kr' });
    expect(screen.getByRole('link', { name: 'Order history' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'See ongoing orders' }).getAttribute('href')).toBe('/my-pages/orders/ongoing');
    expect(await axeViolations()).toEqual([]);
  });

  test('the same module shows the ongoing orders', () => {
    renderPage(
      <OrderHistoryPage
        page={aHistoryPage({ ...aPageBase('OngoingOrdersPageViewModel', '/my-pages/orders/ongoing'), orders: [orders[0]!] })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ongoing orders');
    expect(within(screen.getByRole('list', { name: 'Ongoing orders' })).getAllByRole('listitem')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'My pages' });
    expect(within(nav).getByRole('link', { name: 'Ongoing orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'See all orders' }).getAttribute('href')).toBe('/my-pages/orders');
  });

  test('empty lists say so', () => {
    const { unmount } = renderPage(<OrderHistoryPage page={aHistoryPage({ orders: [] })} />);
    expect(screen.getByText('You have not placed any orders yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Order history' })).toBeNull();
    unmount();
    renderPage(<OrderHistoryPage page={aHistoryPage({ ...aPageBase('OngoingOrdersPageViewModel', '/my-pages/orders/ongoing'), orders: [] })} />);
    expect(screen.getByText('You have no ongoing orders right now.')).toBeTruthy();
  });

  test('order numbers are escaped in links', () => {
    renderPage(<OrderHistoryPage page={aHistoryPage({ orders: [anOrderSummary({ orderNumber: 'B 1/2' })] })} />);
    expect(screen.getByRole('link', { name: 'Order B 1/2' }).getAttribute('href')).toBe('/my-pages/orders/B%201%2F2');
  });
});
