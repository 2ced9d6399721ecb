import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Cart } from '@storefront/platform';
import { aCart, aCartLine, aCouponCodeAnswer, anUpdateAnswer, givenAppShell, sek, settle } from '../testing/fixtures';
import { renderWithCart } from '../testing/render';
import CartPage from './cart-page';
import type { CartPageViewModel } from '../../../contract/cart-update';

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
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/checkout');
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
    expect(screen.getByText('Cart updated. Number of items: 6.').getAttribute('role')).toBe('status');
  });

  test('removing the last line shows the empty state and puts focus on it', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [serum] }))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Aurora Hydra Serum 30 ml' }));
    expect(document.activeElement).toBe(screen.getByText('Your cart is empty.'));
  });
});

describe('CartPage promotions and offers', () => {
  beforeEach(() => givenAppShell());

  test('the totals name each promotion with its discount, instead of a plain "Discount" row', () => {
    const cart = aCart({
      items: [lipstick, gift],
      subTotal: sek(498),
      orderLevelDiscount: sek(100),
      subTotalWithOrderLevelDiscount: sek(398),
      promotions: [
        { code: 'SPRING', kind: 'orderDiscount', name: 'Spring weekend 20 %', discount: sek(100) },
        { code: 'SHIPFREE', kind: 'freeShipping', name: 'Free shipping with SHIPFREE', discount: sek(0) },
        { code: 'MIRROR', kind: 'giftWithPurchase', name: 'Travel mirror with any lipstick', discount: sek(0) },
      ],
      hasFreeShipping: true,
      amountLeftToFreeShipping: null,
    });
    renderWithCart(<CartPage page={aCartPage(cart)} />);
    expect(totals()).toEqual({
      Subtotal: '498 kr',
      'Spring weekend 20 %': '-100 kr',
      'Free shipping with SHIPFREE': 'Free shipping',
      'Travel mirror with any lipstick': 'Gift',
      Total: '398 kr',
    });
    expect(screen.getByText('You have free shipping')).toBeTruthy();
  });

  test('free shipping not reached yet says how much is left', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick], amountLeftToFreeShipping: sek(52), hasFreeShipping: false }))} />);
    expect(screen.getByText('52 kr left to free shipping')).toBeTruthy();
    expect(screen.queryByText('You have free shipping')).toBeNull();
  });

  test('an addon offer has an add button that adds it through the store; a locked one says what is left', async () => {
    const { updates } = renderWithCart(
      <CartPage
        page={aCartPage(
          aCart({
            items: [lipstick],
            addonOffers: [
              { code: '700001', name: 'Mini Mascara', offerPrice: sek(49), ordinaryPrice: sek(149), amountLeft: sek(0) },
              { code: '700002', name: 'Travel Brush', offerPrice: sek(29), ordinaryPrice: sek(99), amountLeft: sek(150) },
            ],
          }),
        )}
      />,
    );
    const offers = within(screen.getByRole('region', { name: 'Add to your order' })).getAllByRole('listitem');
    expect(within(offers[0]!).getByText('49 kr')).toBeTruthy();
    expect(within(offers[0]!).getByText('Ordinary price 149 kr')).toBeTruthy();
    const locked = within(offers[1]!).getByRole('button', { name: 'Add Travel Brush' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(within(offers[1]!).getByText('Spend 150 kr more to get this offer')).toBeTruthy();

    fireEvent.click(within(offers[0]!).getByRole('button', { name: 'Add Mini Mascara' }));
    await act(settle);
    expect(updates()[0]!.body).toEqual({
      items: { '700001': { previousQuantity: 0, newQuantity: 1 } },
      addedCodes: ['700001'],
      isCheckoutPage: false,
    });
  });
});

describe('CartPage coupon codes', () => {
  beforeEach(() => givenAppShell());

  const codeInput = () => screen.getByRole('textbox', { name: 'Discount code' }) as HTMLInputElement;
  const apply = () => screen.getByRole('button', { name: 'Apply' });

  test('a code is applied: it is sent, the field empties, the code is listed and its discount shows', async () => {
    const { couponCodeRequests } = renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick], subTotal: sek(498) }))} />);
    fireEvent.change(codeInput(), { target: { value: 'summer10' } });
    await act(async () => {
      fireEvent.click(apply());
      await settle();
    });
    expect(couponCodeRequests().map(({ url, body }) => [url, body])).toEqual([['/cart/addcouponCode', { code: 'summer10' }]]);

    const discounted = aCart({
      items: [lipstick],
      subTotal: sek(498),
      orderLevelDiscount: sek(50),
      subTotalWithOrderLevelDiscount: sek(448),
      appliedCouponCodes: ['SUMMER10'],
      promotions: [{ code: 'SUMMER10', kind: 'couponCode', name: 'Summer 10 %', discount: sek(50) }],
    });
    await act(async () => {
      couponCodeRequests()[0]!.answer(aCouponCodeAnswer(discounted, true, 'SUMMER10 is applied.'));
      await settle();
    });
    expect(codeInput().value).toBe('');
    expect(codeInput().getAttribute('aria-invalid')).toBe('false');
    const applied = screen.getByRole('list', { name: 'Applied discount codes' });
    expect(within(applied).getByText('SUMMER10')).toBeTruthy();
    expect(totals()).toEqual({ Subtotal: '498 kr', 'Summer 10 %': '-50 kr', Total: '448 kr' });
  });

  test('a refused code stays in the field, marked invalid with the server’s message', async () => {
    const { couponCodeRequests } = renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick] }))} />);
    fireEvent.change(codeInput(), { target: { value: 'NOPE' } });
    await act(async () => {
      fireEvent.click(apply());
      await settle();
    });
    await act(async () => {
      couponCodeRequests()[0]!.answer(aCouponCodeAnswer(aCart({ items: [lipstick] }), false, 'The code NOPE does not exist.'));
      await settle();
    });
    expect(codeInput().value).toBe('NOPE');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(codeInput().getAttribute('aria-describedby')!);
    expect(problem?.textContent).toBe('The code NOPE does not exist.');

    fireEvent.change(codeInput(), { target: { value: 'NOPE2' } });
    expect(codeInput().getAttribute('aria-invalid')).toBe('false');
  });

  test('an empty code asks for one and sends nothing', async () => {
    const { couponCodeRequests } = renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick] }))} />);
    await act(async () => {
      fireEvent.click(apply());
      await settle();
    });
    expect(couponCodeRequests()).toHaveLength(0);
    expect(screen.getByText('Enter a discount code.')).toBeTruthy();
  });

  test('an applied code can be removed', async () => {
    const { couponCodeRequests } = renderWithCart(
      <CartPage page={aCartPage(aCart({ items: [lipstick], appliedCouponCodes: ['SUMMER10', 'GIFT'] }))} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove discount code GIFT' }));
      await settle();
    });
    expect(couponCodeRequests().map(({ url, body }) => [url, body])).toEqual([['/cart/removecouponCode', { code: 'GIFT' }]]);
    await act(async () => {
      couponCodeRequests()[0]!.answer(aCouponCodeAnswer(aCart({ items: [lipstick], appliedCouponCodes: ['SUMMER10'] })));
      await settle();
    });
    expect(within(screen.getByRole('list', { name: 'Applied discount codes' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'SUMMER10',
    ]);
  });

  test('when the market takes no codes, its message shows instead of the field', () => {
    renderWithCart(<CartPage page={aCartPage(aCart({ items: [lipstick], couponCodesDisabledMessage: 'Codes cannot be used right now.' }))} />);
    expect(screen.getByText('Codes cannot be used right now.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
  });
});
