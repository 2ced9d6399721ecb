import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type EventMap } from '@storefront/platform';
import { givenAppShell } from '../test-fixtures';
import { AddToCart } from './add-to-cart';

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;

describe('AddToCart', () => {
  let added: EventMap['cart:item-added'][];
  let unsubscribe: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    givenAppShell();
    added = [];
    const subscription = bus.on('cart:item-added').subscribe((event) => added.push(event.payload));
    unsubscribe = () => subscription.unsubscribe();
  });

  afterEach(() => {
    unsubscribe();
    jest.useRealTimers();
  });

  test('emits cart:item-added with the code and quantity, and resets the quantity to 1 one second later', async () => {
    render(<AddToCart code="100001" maxQuantity={5} isBuyable />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect(added).toEqual([{ code: '100001', quantity: 3 }]);

    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(input().value).toBe('3');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(input().value).toBe('1');
  });

  test('the stepper stops at the site maximum when it is below the item maximum', () => {
    givenAppShell({
      siteSettings: { ...givenAppShell().siteSettings, maxBuyableQuantityPerArticle: 2 },
    });
    render(<AddToCart code="100001" maxQuantity={5} isBuyable />);
    fireEvent.change(input(), { target: { value: '9' } });
    expect(input().value).toBe('2');
    expect(screen.getByText('You can buy at most 2 of this product.')).toBeTruthy();
  });

  test('cannot add a variant that is not buyable', () => {
    render(<AddToCart code="100003" maxQuantity={5} isBuyable={false} />);
    const button = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(added).toEqual([]);
  });
});
