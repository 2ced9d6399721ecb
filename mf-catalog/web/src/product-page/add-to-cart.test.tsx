import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type EventMap } from '@storefront/platform';
import { givenAppShell } from '../testing/fixtures';
import { AddToCart } from './add-to-cart';

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const buttonStatus = () => addButton().nextElementSibling?.textContent;

/** Lets `ms` pass on the fake clock, with the promise callbacks each step wakes. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('AddToCart', () => {
  let added: EventMap['cart:item-added'][];
  let unsubscribe: () => void;

  /** The cart team's answer to the last addition, and the promise callbacks it wakes. */
  const cartAnswers = (settled: Partial<EventMap['cart:item-add-settled']> = {}) =>
    act(async () => {
      bus.emit('cart:item-add-settled', { requestId: added.at(-1)!.requestId!, code: added.at(-1)!.code, success: true, ...settled });
    });

  async function clickAdd() {
    await act(async () => {
      fireEvent.click(addButton());
    });
  }

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

  test('emits cart:item-added with the code, quantity and a fresh request id, and stays pending until the cart answers', async () => {
    render(<AddToCart code="100001" maxQuantity={5} isBuyable />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await clickAdd();
    expect(added).toEqual([{ code: '100001', quantity: 3, requestId: expect.any(String) }]);
    await wait(5000);
    expect(addButton().getAttribute('data-state')).toBe('pending');
    expect(addButton().getAttribute('aria-busy')).toBe('true');
    expect(input().value).toBe('3');

    await clickAdd();
    expect(added).toHaveLength(1);
    await clickAdd();
    await cartAnswers();
    expect(addButton().getAttribute('data-state')).toBe('fulfilled');
    await clickAdd();
    expect(added).toHaveLength(2);
    expect(added[1]!.requestId).not.toBe(added[0]!.requestId);
  });

  test('pending for at least 750 ms, fulfilled for 2 s; the quantity goes back to 1 one second after the cart has it', async () => {
    render(<AddToCart code="100001" maxQuantity={5} isBuyable />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await clickAdd();
    await wait(100);
    await cartAnswers({ message: 'Added to cart' });

    await wait(649);
    expect(addButton().getAttribute('data-state')).toBe('pending');
    await wait(1);
    expect(addButton().getAttribute('data-state')).toBe('fulfilled');

    await wait(349); // 999 ms after the answer
    expect(input().value).toBe('2');
    await wait(1);
    expect(input().value).toBe('1');

    await wait(1649);
    expect(addButton().getAttribute('data-state')).toBe('fulfilled');
    await wait(1);
    expect(addButton().getAttribute('data-state')).toBe('default');
  });

  test("a failed addition shows rejected with the cart's reason for 2 s and keeps the quantity", async () => {
    render(<AddToCart code="100001" maxQuantity={5} isBuyable />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await clickAdd();
    await cartAnswers({ success: false, message: 'You can buy at most 5 of this product.' });
    await wait(750);
    expect(addButton().getAttribute('data-state')).toBe('rejected');
    expect(buttonStatus()).toBe('You can buy at most 5 of this product.');
    await wait(2000);
    expect(addButton().getAttribute('data-state')).toBe('default');
    expect(input().value).toBe('2');

    // The next failure has no reason of its own: the old one is not shown again.
    await clickAdd();
    await wait(10_000);
    expect(addButton().getAttribute('data-state')).toBe('rejected');
    expect(buttonStatus()).toBe('Something went wrong. Please try again.');
  });

  test('without an answer the button gives up after 10 s as rejected', async () => {
    render(<AddToCart code="100001" maxQuantity={5} isBuyable />);
    await clickAdd();
    await wait(9999);
    expect(addButton().getAttribute('data-state')).toBe('pending');
    await wait(1);
    expect(addButton().getAttribute('data-state')).toBe('rejected');
    expect(buttonStatus()).toBe('Something went wrong. Please try again.');
  });

  test('the quantity input goes from 1 to 99 at most', () => {
    givenAppShell({ siteSettings: { ...givenAppShell().siteSettings, maxBuyableQuantityPerArticle: 500 } });
    render(<AddToCart code="100001" maxQuantity={200} isBuyable />);
    expect(input().min).toBe('1');
    expect(input().max).toBe('99');
    fireEvent.change(input(), { target: { value: '150' } });
    expect(input().value).toBe('99');
    fireEvent.change(input(), { target: { value: '0' } });
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
    const button = addButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(added).toEqual([]);
  });
});
