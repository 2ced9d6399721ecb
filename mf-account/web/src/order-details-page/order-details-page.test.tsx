import { screen, within } from '@testing-library/react';
import type { MemberOrder } from '@storefront/platform';
import type { OrderDetailsPageViewModel } from '../../../contract/my-pages';
import { anOrder, anOrderLine, aPageBase, sek } from '../testing/my-pages-fixtures';
import { givenMember, renderPage } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import OrderDetailsPage from './order-details-page';

const aDetailsPage = (order: Partial<MemberOrder> = {}): OrderDetailsPageViewModel => ({
  ...aPageBase('OrderDetailsPageViewModel', '/my-pages/orders/B1000042'),
  order: anOrder(order),
});

const rowsOf = (scope: HTMLElement) =>
  Object.fromEntries(within(scope).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('OrderDetailsPage', () => {
  beforeEach(() => givenMember());

  test('shows the order number, date, status with the shipping date and the tracking link', async () => {
    renderPage(<OrderDetailsPage page={aDetailsPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order B1000042');
    expect(screen.getByText('Placed on March 14, 2025')).toBeTruthy();
    expect(screen.getByText('Status: Delivered')).toBeTruthy();
    expect(screen.getByText('Shipped on March 15, 2025')).toBeTruthy();
    const tracking = screen.getByRole('link', { name: 'Track your parcel (opens in a new tab)' });
    expect(tracking.getAttribute('href')).toBe('https://tracking.example.com/parcel/123');
    expect(tracking.getAttribute('rel')).toBe('noopener noreferrer');
    const nav = screen.getByRole('navigation', { name: 'My pages' });
    expect(within(nav).getByRole('link', { name: 'Order history' }).getAttribute('aria-current')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });

  test('an order not yet shipped has no shipping date nor tracking link', () => {
    renderPage(<OrderDetailsPage page={aDetailsPage({ status: 'placed', shippedAt: null, trackingUrl: null })} />);
    expect(screen.getByText('Status: Received')).toBeTruthy();
    expect(screen.queryByText(/Shipped on/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Track your parcel/ })).toBeNull();
  });

  test('lists the lines with quantity, price each and line total', () => {
    renderPage(<OrderDetailsPage page={aDetailsPage()} />);
    const lines = within(screen.getByRole('list', { name: 'Products in the order' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Velvet Lipstick Ruby' }).getAttribute('href')).toBe('/p/velvet-lipstick/100001');
    expect(within(lines[0]!).getByText('Quantity: 2 · 249 kr each')).toBeTruthy();
    expect(within(lines[0]!).getByText('498 kr')).toBeTruthy();
  });

  test('shows subtotal, discount, shipping, total and the VAT included', () => {
    renderPage(<OrderDetailsPage page={aDetailsPage()} />);
    expect(rowsOf(screen.getByRole('region', { name: 'Summary' }))).toEqual({
      Products: '597 kr',
      Discount: '-99 kr',
      Shipping: '49 kr',
      Total: '547 kr',
      'Of which VAT': '109,40 kr',
    });
  });

  test('no discount, no discount row', () => {
    renderPage(<OrderDetailsPage page={aDetailsPage({ discount: sek(0) })} />);
    expect(Object.keys(rowsOf(screen.getByRole('region', { name: 'Summary' })))).toEqual(['Products', 'Shipping', 'Total', 'Of which VAT']);
  });

  test('shows the delivery method and address and the payment methods', () => {
    renderPage(<OrderDetailsPage page={aDetailsPage({ paymentMethodNames: ['Gift card •••• 1234', 'Card •••• 1111'] })} />);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Home delivery')).toBeTruthy();
    expect(delivery.querySelector('address')?.textContent).toBe('Anna SvenssonStorgatan 111122 Stockholm');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gift card •••• 1234', 'Card •••• 1111']);
  });

  test('links to the receipt, and to return or complain while lines are returnable', () => {
    const { unmount } = renderPage(<OrderDetailsPage page={aDetailsPage()} />);
    expect(screen.getByRole('link', { name: 'Show receipt' }).getAttribute('href')).toBe('/my-pages/orders/B1000042/receipt');
    expect(screen.getByRole('link', { name: 'Return products' }).getAttribute('href')).toBe('/my-pages/orders/B1000042/return?kind=return');
    expect(screen.getByRole('link', { name: 'File a complaint' }).getAttribute('href')).toBe('/my-pages/orders/B1000042/return?kind=complaint');
    unmount();
    renderPage(<OrderDetailsPage page={aDetailsPage({ lines: [anOrderLine({ returnableQuantity: 0 })] })} />);
    expect(screen.getByRole('link', { name: 'Show receipt' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Return products' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'File a complaint' })).toBeNull();
  });

  test('shows earlier returns and complaints, the member\'s comment as text', () => {
    renderPage(
      <OrderDetailsPage
        page={aDetailsPage({
          returns: [
            {
              id: 'r-1',
              kind: 'complaint',
              createdAt: '2025-03-20T10:00:00Z',
              lines: [{ code: '100001', quantity: 1, reasonId: 'damaged' }],
              comment: '<b>Broken</b> <script>alert(1)</script>',
              status: 'approved',
            },
          ],
        })}
      />,
    );
    const requests = screen.getByRole('region', { name: 'Returns and complaints' });
    expect(within(requests).getByText('Complaint sent on March 20, 2025')).toBeTruthy();
    expect(within(requests).getByText('Status: Approved')).toBeTruthy();
    expect(within(requests).getByText('Velvet Lipstick Ruby: 1')).toBeTruthy();
    expect(within(requests).getByText('<b>Broken</b> <script>alert(1)</script>')).toBeTruthy();
    expect(requests.querySelector('b, script')).toBeNull();
  });

  test('no earlier requests, no such section', () => {
    renderPage(<OrderDetailsPage page={aDetailsPage()} />);
    expect(screen.queryByRole('region', { name: 'Returns and complaints' })).toBeNull();
  });
});
