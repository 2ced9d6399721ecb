import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Cart } from '@storefront/platform';
import { aCart, aCartLine, anUpdateAnswer, givenAppShell, sek, settle } from '../test-fixtures';
import { renderWithCart } from '../test-render';
import CartPage from './cart-page';
import type { CartPageViewModel } from '@storefront/platform';

const lipstick = aCartLine({ code: '100001', quantity: 2, price: { ...aCartLine().price, current: sek(498) } });
const serum = aCartLine({ code: '200001', brandName: 'Aurora', entryName: 'Hydra Serum', displayName: '30 ml', quantity: 1 });
const gift = aCartLine({ code: '900001', entryName: 'Travel Mirror', displayName: '', quantity: 1, isGift: true, price: { ...aCartLine().price, current: sek(0) } });

const aCartPage = (cart: Cart): CartPageViewModel => ({
  componentName: 'CartPageViewModel',
  url: '/cart',
  meta: { title: 'Cart' },
  currentTheme: 'default',
  cart,
});

const totals = () => {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return Object.fromEntries(
    within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

describe('CartPage', () => {
  beforeEach(() => givenAppShell());

  test("shows the page's cart at once: heading, lines and totals, without fetching it again", () => {
    const cart = aCart({
      items: [lipstick, serum, gift],
      subTotal: sek(747),
      orderLevelDiscount: sek(50),
      subTotalWithOrderLevelDiscount: sek(697),
      totalSavings: sek(80),
      amountLeftToFreeShipping: sek(0),
    });
    const { fetches } = renderWithCart(<CartPage page={aCartPage(cart)} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart');
    const lines = within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    // The image links are hidden from assistive technology: each line has one link, its name.
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'Velvet Lipstick',
      'Hydra Serum',
      'Travel Mirror',
    ]);
    expect(within(lines[0]!).getByText('498 kr')).toBeTruthy();
    expect(totals()).toEqual({ Subtotal: '747 kr', Discount: '-50 kr', Total: '697 kr', 'You save': '80 kr' });
    expect(screen.getByText('You have free shipping')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /checkout/i })).toBeNull();
    expect(fetches()).toHaveLength(0);
  });

  test('a gift line shows only its quantity', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick, gift] }))} />);
    const giftLine = screen.getByRole('link', { name: 'Travel Mirror' }).closest('li')!;
    expect(within(giftLine).getByText('Gift · Quantity: 1')).toBeTruthy();
    expect(within(giftLine).queryByRole('spinbutton')).toBeNull();
    expect(within(giftLine).queryByRole('button')).toBeNull();
    expect(within(giftLine).queryByText('0 kr')).toBeNull();
  });

  test('leaves out savings and discount at 0, and free shipping when the market has none', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick], subTotal: sek(498), amountLeftToFreeShipping: null }))} />);
    expect(totals()).toEqual({ Subtotal: '498 kr' });
    expect(screen.queryByText(/free shipping/)).toBeNull();
  });

  test('an empty cart leads back to the start page', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [] }))} />);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  test('follows the store: a change shows at once, the answer is announced', async () => {
    const { updates } = renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick, serum] }))} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity Hydra Serum' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('4');
    expect(screen.getByRole('region', { name: 'Order summary' }).querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => {
      updates()[0]!.answer(anUpdateAnswer(aCart({ items: [lipstick, { ...serum, quantity: 4 }], subTotal: sek(1494) })));
      await settle();
    });
    expect(totals()).toEqual({ Subtotal: '1 494 kr' });
    expect(screen.getByRole('status').textContent).toBe('Cart updated. Number of items: 6.');
  });

  test('removing the last line shows the empty state and puts focus on it', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [serum] }))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Aurora Hydra Serum 30 ml' }));
    expect(document.activeElement).toBe(screen.getByText('Your cart is empty.'));
  });
});
