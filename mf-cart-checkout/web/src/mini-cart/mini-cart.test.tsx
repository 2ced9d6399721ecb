import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus, type EventMap } from '@storefront/platform';
import { aCart, aCartLine, aCouponCodeAnswer, anUpdateAnswer, givenAppShell, sek, settle } from '../testing/fixtures';
import { renderWithCart } from '../testing/render';
import MiniCart, { MiniCartContent } from './mini-cart';

// The drawer's content is a chunk of its own, loaded when it first opens: here before the tests.
beforeAll(() => MiniCartContent.preload());

const lipstick = aCartLine({ code: '100001', quantity: 2, maxQuantity: 5, price: { ...aCartLine().price, current: sek(498) } });
const serum = aCartLine({
  code: '200001',
  brandName: 'Aurora',
  entryName: 'Hydra Serum',
  displayName: '30 ml',
  url: '/p/hydra-serum/200001',
  quantity: 1,
  maxQuantity: 1,
  price: { ...aCartLine().price, current: sek(349), eachPrice: sek(349) },
});
const giftWrap = aCartLine({ code: 'GIFTWRAP', entryName: 'Gift wrapping', displayName: '', quantity: 1, isGiftWrapProduct: true });
const cart = aCart({ items: [lipstick, serum, giftWrap], subTotal: sek(877), amountLeftToFreeShipping: sek(23) });

async function renderLoaded(serverCart = cart) {
  const context = renderWithCart(<MiniCart />);
  await act(async () => {
    context.fetches()[0]!.answer(serverCart);
    await settle();
  });
  return context;
}

const cartButton = () => screen.getByRole('button', { name: /^Cart, number of items/ });
const drawer = () => screen.getByRole('dialog', { name: 'Cart' });

describe('MiniCart', () => {
  beforeEach(() => givenAppShell());

  test('fetches the cart and names the button with the item count, gift wrapping left out', async () => {
    const { fetches } = await renderLoaded();
    expect(fetches()).toHaveLength(1);
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, number of items: 3');
    expect(cartButton().textContent).toBe('3');
  });

  test('the badge stops at 99+', async () => {
    await renderLoaded(aCart({ items: [aCartLine({ quantity: 120, maxQuantity: 200 })] }));
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, number of items: 120');
    expect(cartButton().textContent).toBe('99+');
  });

  test('opens a drawer with the lines, subtotal, free-shipping amount and a link to the cart', async () => {
    await renderLoaded();
    fireEvent.click(cartButton());
    expect(cartButton().getAttribute('aria-expanded')).toBe('true');

    const lines = within(drawer()).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    const serumLine = within(lines[1]!);
    expect(serumLine.getByText('Aurora')).toBeTruthy();
    expect(serumLine.getByRole('link', { name: 'Hydra Serum' }).getAttribute('href')).toBe('/p/hydra-serum/200001');
    expect(serumLine.getByText('30 ml')).toBeTruthy();
    expect(serumLine.getByText('349 kr each')).toBeTruthy();
    expect(serumLine.getByText('349 kr')).toBeTruthy();
    expect((serumLine.getByRole('spinbutton', { name: 'Quantity Hydra Serum' }) as HTMLInputElement).value).toBe('1');
    expect(serumLine.getByText('You can buy at most 1 of this product.')).toBeTruthy();
    expect(serumLine.getByRole('button', { name: 'Remove Aurora Hydra Serum 30 ml' })).toBeTruthy();
    // Gift wrapping is a service: no quantity control.
    expect(within(lines[2]!).queryByRole('spinbutton')).toBeNull();

    expect(within(drawer()).getByText('Subtotal').nextElementSibling?.textContent).toBe('877 kr');
    expect(within(drawer()).getByText('23 kr left to free shipping')).toBeTruthy();
    expect(within(drawer()).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/basket');
  });

  test('the drawer comes from the right and leads to the checkout as well as to the cart', async () => {
    await renderLoaded();
    fireEvent.click(cartButton());
    expect(drawer().classList.contains('p_Drawer--right') || drawer().closest('.p_Drawer--right') !== null).toBe(true);
    const links = within(drawer()).getAllByRole('link').filter((link) => /^Go to/.test(link.textContent ?? ''));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Go to checkout', '/checkout'],
      ['Go to cart', '/basket'],
    ]);
    const toCheckout = within(drawer()).getByRole('link', { name: 'Go to checkout' });
    // The shell follows links; jsdom cannot.
    toCheckout.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(toCheckout);
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
  });

  test('shows the empty state for an empty cart', async () => {
    await renderLoaded(aCart({ items: [] }));
    expect(cartButton().textContent).toBe('');
    fireEvent.click(cartButton());
    expect(within(drawer()).getByText('Your cart is empty.')).toBeTruthy();
    expect(within(drawer()).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  test('the stepper changes the quantity at once and sends the change', async () => {
    const { updates } = await renderLoaded();
    fireEvent.click(cartButton());
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Lumière Velvet Lipstick Ruby 3.5 g' }));
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, number of items: 4');
    expect((screen.getByRole('spinbutton', { name: 'Quantity Velvet Lipstick' }) as HTMLInputElement).value).toBe('3');
    expect(updates()[0]!.body).toEqual({
      items: { '100001': { previousQuantity: 2, newQuantity: 3 } },
      addedCodes: [],
      isCheckoutPage: false,
    });
  });

  test('a failed change puts the quantity back, marks the control invalid and says so', async () => {
    const { updates } = await renderLoaded();
    fireEvent.click(cartButton());
    fireEvent.click(screen.getByRole('button', { name: /^Increase quantity of Lumière/ }));
    await act(async () => {
      updates()[0]!.fail(new Error('HTTP 500'));
      await settle();
    });
    const input = screen.getByRole('spinbutton', { name: 'Quantity Velvet Lipstick' }) as HTMLInputElement;
    expect(input.value).toBe('2');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The quantity could not be changed.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The cart could not be updated. The quantity was restored.');
  });

  test('remove drops the line at once and focus moves to the next line', async () => {
    const { updates } = await renderLoaded();
    fireEvent.click(cartButton());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lumière Velvet Lipstick Ruby 3.5 g' }));
    expect(within(drawer()).getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Hydra Serum' }));
    expect(updates()[0]!.body).toMatchObject({ items: { '100001': { previousQuantity: 2, newQuantity: 0 } } });
  });

  test("an addition from 'cart:item-added' shows 'Added to cart' when the server has it; 'Show cart' opens the drawer", async () => {
    const { bus, updates } = await renderLoaded();
    act(() => bus.emit('cart:item-added', { code: '300001', quantity: 1 }));
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, number of items: 4');
    expect(updates()[0]!.body).toMatchObject({ addedCodes: ['300001'] });
    expect(screen.queryByText('Added to cart')).toBeNull();

    const mascara = aCartLine({ code: '300001', entryName: 'Volume Mascara', quantity: 1 });
    await act(async () => {
      updates()[0]!.answer(anUpdateAnswer(aCart({ items: [lipstick, serum, giftWrap, mascara] }), [mascara]));
      await settle();
    });
    expect(screen.getByText('Added to cart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show cart' }));
    expect(within(drawer()).getByRole('link', { name: 'Volume Mascara' })).toBeTruthy();
  });

  test('an addition above the maximum says so and sends nothing', async () => {
    const { bus, updates } = await renderLoaded();
    await act(async () => {
      bus.emit('cart:item-added', { code: '200001', quantity: 1 });
      await settle();
    });
    expect(screen.getByText('You can buy at most 1 of this product.')).toBeTruthy();
    expect(updates()).toHaveLength(0);
  });

  test('a cart that could not be loaded offers a retry', async () => {
    const context = renderWithCart(<MiniCart />);
    await act(async () => {
      context.fetches()[0]!.fail(new Error('offline'));
      await settle();
    });
    fireEvent.click(cartButton());
    expect(within(drawer()).getByText('Your cart could not be loaded.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Retry' }));
      await settle();
    });
    expect(context.fetches()).toHaveLength(2);
  });
});

describe('MiniCart and the address parameters', () => {
  let reloads: EventMap['appshell:reload-request'][];
  let unsubscribe: () => void;
  beforeEach(() => {
    givenAppShell();
    reloads = [];
    const subscription = bus.on('appshell:reload-request').subscribe(({ payload }) => reloads.push(payload));
    unsubscribe = () => subscription.unsubscribe();
  });
  afterEach(() => {
    unsubscribe();
    window.history.replaceState(null, '', '/');
  });

  test('ScriptIntoCart on load adds its products once the cart is known, then leaves the address', async () => {
    window.history.pushState({ key: 'first' }, '', '/c/makeup?ScriptIntoCart=300001*2+200001&page=2');
    const { updates } = await renderLoaded();
    await act(settle);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]!.body).toEqual({
      // The serum is at its maximum of 1 already: it is left out.
      items: { '300001': { previousQuantity: 0, newQuantity: 2 } },
      addedCodes: ['300001'],
      isCheckoutPage: false,
    });
    expect(window.location.search).toBe('?ScriptIntoCart=300001*2+200001&page=2');

    await act(async () => {
      updates()[0]!.answer(anUpdateAnswer(aCart({ items: [lipstick, serum, giftWrap, aCartLine({ code: '300001', quantity: 2 })] })));
      await settle();
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/c/makeup?page=2');
    expect(window.history.state).toEqual({ key: 'first' });
    expect(reloads).toEqual([{ reason: 'ScriptIntoCart' }]);
    expect(screen.getByText('Added to cart')).toBeTruthy();

    // The shell's 'page:navigated' for the same page does not add them again.
    act(() => bus.emit('page:navigated', { url: '/c/makeup?page=2', componentName: 'CategoryPageViewModel' }));
    await act(settle);
    expect(updates()).toHaveLength(1);
  });

  test('coupon_code after a navigation is added; the coupon bar shows the answer and the parameter leaves', async () => {
    const { couponCodeRequests } = await renderLoaded();
    window.history.pushState({ key: 'second' }, '', '/?coupon_code=SUMMER10');
    await act(async () => {
      bus.emit('page:navigated', { url: '/?coupon_code=SUMMER10', componentName: 'StartPageViewModel' });
      await settle();
    });
    expect(couponCodeRequests().map(({ url, body }) => [url, body])).toEqual([['/cart/addcouponCode', { code: 'SUMMER10' }]]);

    await act(async () => {
      couponCodeRequests()[0]!.answer(aCouponCodeAnswer(aCart({ items: [lipstick], appliedCouponCodes: ['SUMMER10'] }), true, 'SUMMER10 is applied.'));
      await settle();
    });
    expect(screen.getByText('SUMMER10 is applied.').closest('[role="status"]')).not.toBeNull();
    expect(window.location.search).toBe('');
    expect(reloads).toEqual([{ reason: 'coupon_code' }]);
  });

  test('a refused coupon_code stays in the address and the bar says why', async () => {
    window.history.pushState({ key: 'third' }, '', '/?coupon_code=NOPE');
    const { couponCodeRequests } = await renderLoaded();
    await act(settle);
    await act(async () => {
      couponCodeRequests()[0]!.answer(aCouponCodeAnswer(cart, false, 'The code NOPE does not exist.'));
      await settle();
    });
    expect(screen.getByText('The code NOPE does not exist.')).toBeTruthy();
    expect(window.location.search).toBe('?coupon_code=NOPE');
    expect(reloads).toEqual([]);
  });
});

describe('MiniCart tracking', () => {
  beforeEach(() => givenAppShell());

  test("accepted changes are tracked on the bus ('tracking:cart'); what waits is sent when the mini cart goes", async () => {
    const tracked: EventMap['tracking:cart'][] = [];
    const subscription = bus.on('tracking:cart').subscribe(({ payload }) => tracked.push(payload));
    const { updates, unmount } = await renderLoaded();
    fireEvent.click(cartButton());
    fireEvent.click(screen.getByRole('button', { name: /^Increase quantity of Lumière/ }));
    await act(async () => {
      updates()[0]!.answer(anUpdateAnswer(aCart({ items: [{ ...lipstick, quantity: 3 }, serum, giftWrap] })));
      await settle();
    });
    expect(tracked).toEqual([]);
    unmount();
    expect(tracked).toEqual([{ added: [{ code: '100001', quantity: 1 }], removed: [] }]);
    subscription.unsubscribe();
  });
});
