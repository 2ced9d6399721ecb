import { act, screen, within } from '@testing-library/react';
import type { EventMap } from '@storefront/platform';
import { givenAppShell } from '../testing/fixtures';
import { aTestCheckoutEnvironment, renderInCheckout } from '../testing/checkout-render';
import { anOrderConfirmationPage } from './order-confirmation-fixtures';
import OrderConfirmationPage from './order-confirmation-page';

describe('OrderConfirmationPage', () => {
  beforeEach(() => givenAppShell());
  afterEach(() => jest.useRealTimers());

  test('thanks the shopper with the order number, and shows lines, delivery, payments and totals', () => {
    renderInCheckout(<OrderConfirmationPage page={anOrderConfirmationPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order!');
    expect(screen.getByText('Order number: B1000042')).toBeTruthy();
    expect(screen.getByText('We have sent a confirmation to anna@example.com.')).toBeTruthy();

    const lines = within(screen.getByRole('list', { name: 'Products in your order' })).getAllByRole('listitem');
    expect(within(lines[0]!).getByText('Quantity: 2')).toBeTruthy();
    expect(within(lines[0]!).getByText('498 kr')).toBeTruthy();
    expect(within(lines[1]!).getByText('Gift · Quantity: 1')).toBeTruthy();
    expect(within(lines[1]!).queryByText('0 kr')).toBeNull();

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Home delivery')).toBeTruthy();
    expect(within(delivery).getByText('Storgatan 1')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gift card •••• 1234100 kr', '•••• 1111447 kr']);

    const summary = screen.getByRole('region', { name: 'Order summary' });
    const rows = Object.fromEntries(within(summary).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(rows).toEqual({ Products: '498 kr', Shipping: '49 kr', Total: '547 kr' });
    expect(within(summary).getByText('You earn 49 loyalty points')).toBeTruthy();
  });

  test('a delivery point is shown instead of the address when the order has one', () => {
    const page = anOrderConfirmationPage();
    page.order.deliveryPoint = { id: 'dp-1', name: 'Pressbyrån Centralen', street: 'Vasagatan 1', postalCode: '11120', city: 'Stockholm', openingHours: [] };
    renderInCheckout(<OrderConfirmationPage page={page} />);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Pressbyrån Centralen')).toBeTruthy();
    expect(within(delivery).queryByText('Storgatan 1')).toBeNull();
  });

  test('empties the cart for the mini cart and other tabs, once', () => {
    const { environment } = renderInCheckout(<OrderConfirmationPage page={anOrderConfirmationPage()} />);
    expect(environment.resetCart).toHaveBeenCalledTimes(1);
  });

  test('sends the order receipt tracking once per transaction id, 1 s after showing', () => {
    jest.useFakeTimers();
    const context = aTestCheckoutEnvironment();
    const sent: EventMap['tracking:purchase'][] = [];
    context.bus.on('tracking:purchase').subscribe(({ payload }) => sent.push(payload));
    const { unmount } = renderInCheckout(<OrderConfirmationPage page={anOrderConfirmationPage()} />, context);
    act(() => jest.advanceTimersByTime(999));
    expect(sent).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(sent.map((event) => event.transactionId)).toEqual(['B1000042']);
    unmount();

    renderInCheckout(<OrderConfirmationPage page={anOrderConfirmationPage()} />, context);
    act(() => jest.advanceTimersByTime(2000));
    expect(sent).toHaveLength(1);
  });
});
