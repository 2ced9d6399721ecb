import { HttpError, createAppShellStore, type Cart, type EventMap } from '@storefront/platform';
import { aCart, aCartLine, anAppShellData, aCouponCodeAnswer, aTestBus, anUpdateAnswer, fakeHttp, settle } from '../testing/fixtures';
import { createCartStore, type CartAction, type CartStore } from './cart-store';
import { itemCountOf } from './item-count';

const lipstick = aCartLine({ code: '100001', quantity: 1, maxQuantity: 5 });
const serum = aCartLine({ code: '200001', entryName: 'Hydra Serum', quantity: 2, maxQuantity: 20 });
const serverCart = aCart({ items: [lipstick, serum] });

const withQuantities = (cart: Cart, quantities: Record<string, number>): Cart => ({
  ...cart,
  items: cart.items
    .map((line) => (line.code in quantities ? { ...line, quantity: quantities[line.code]! } : line))
    .filter((line) => line.quantity > 0),
});

const quantitiesOf = (store: CartStore) =>
  Object.fromEntries((store.getState().cart?.items ?? []).map((line) => [line.code, line.quantity]));

function setUp({ siteMax = 10, appShellCart = null }: { siteMax?: number; appShellCart?: Cart | null } = {}) {
  const { http, requests, updates, fetches, couponCodeRequests } = fakeHttp();
  const { bus, fromOtherTab } = aTestBus();
  const appShell = createAppShellStore(
    anAppShellData({
      siteSettings: { ...anAppShellData().siteSettings, maxBuyableQuantityPerArticle: siteMax },
      cart: appShellCart,
    }),
  );
  let id = 0;
  const store = createCartStore({ http, bus, appShell, newChangeId: () => `change-${(id += 1)}`, loadAttempts: 1 });
  const actions: CartAction[] = [];
  store.actions$.subscribe((action) => actions.push(action));
  const changed: EventMap['cart:changed'][] = [];
  bus.on('cart:changed').subscribe(({ payload }) => changed.push(payload));
  const settled: EventMap['cart:item-add-settled'][] = [];
  bus.on('cart:item-add-settled').subscribe(({ payload }) => settled.push(payload));
  return { store, bus, fromOtherTab, requests, updates, fetches, couponCodeRequests, actions, changed, settled };
}

/** A store that has fetched `cart` from the server. */
async function loaded(cart: Cart = serverCart, options?: { siteMax?: number }) {
  const context = setUp(options);
  const disconnect = context.store.connect();
  context.fetches()[0]!.answer(cart);
  await settle();
  return { ...context, disconnect };
}

let stores: CartStore[] = [];
afterEach(() => {
  stores.forEach((store) => store.dispose());
  stores = [];
});
const track = <T extends { store: CartStore }>(context: T) => {
  stores.push(context.store);
  return context;
};

describe('loading the cart', () => {
  test('the first connection fetches GET /cart; loading until it answers', async () => {
    const { store, fetches } = track(setUp());
    expect(store.getState()).toEqual({ cart: null, loading: false, failure: null });
    const disconnect = store.connect();
    expect(fetches()).toHaveLength(1);
    expect(store.getState().loading).toBe(true);

    fetches()[0]!.answer(serverCart);
    await settle();
    expect(store.getState()).toEqual({ cart: serverCart, loading: false, failure: null });

    disconnect();
    store.connect();
    expect(fetches()).toHaveLength(1);
  });

  test('the cart in the document’s app shell data is taken as it is: no request', async () => {
    const { store, fetches } = track(setUp({ appShellCart: serverCart }));
    store.connect();
    expect(fetches()).toHaveLength(0);
    expect(store.getState()).toEqual({ cart: serverCart, loading: false, failure: null });
    expect(itemCountOf(store.getState().cart)).toBe(3);
  });

  test('a failed fetch is a load failure', async () => {
    const { store, fetches } = track(setUp());
    store.connect();
    const error = new Error('offline');
    fetches()[0]!.fail(error);
    await settle();
    expect(store.getState()).toEqual({ cart: null, loading: false, failure: { kind: 'load', error } });
  });
});

describe('a change', () => {
  test('is optimistic: a pending change with an id, the new quantity at once, loading meanwhile', async () => {
    const { store, updates } = track(await loaded());
    void store.changeQuantity('200001', 3);

    const { cart, loading } = store.getState();
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 3 });
    expect(cart?.pendingChanges).toEqual([{ id: 'change-1', items: { '200001': { previousQuantity: 2, newQuantity: 3 } } }]);
    expect(cart?.isLoading).toBe(true);
    expect(loading).toBe(true);
    expect(updates().map((sent) => sent.body)).toEqual([
      { items: { '200001': { previousQuantity: 2, newQuantity: 3 } }, addedCodes: [], isCheckoutPage: false },
    ]);
  });

  test('drops a line that reaches 0 at once', async () => {
    const { store, updates } = track(await loaded());
    void store.removeItem('100001');
    expect(quantitiesOf(store)).toEqual({ '200001': 2 });
    expect(updates()[0]!.body).toEqual({
      items: { '100001': { previousQuantity: 1, newQuantity: 0 } },
      addedCodes: [],
      isCheckoutPage: false,
    });
  });

  test('leaves the pending list when the server accepts it, and the server cart replaces the local one', async () => {
    const { store, updates } = track(await loaded());
    const done = store.changeQuantity('200001', 3);
    const answered = withQuantities(serverCart, { '200001': 3 });
    answered.subTotal = { amount: 99900, currency: 'SEK' };
    updates()[0]!.answer(anUpdateAnswer(answered));
    await done;
    expect(store.getState()).toEqual({ cart: answered, loading: false, failure: null });
  });

  test('asks nothing when the quantity does not change', async () => {
    const { store, updates } = track(await loaded());
    await store.changeQuantity('200001', 2);
    expect(updates()).toHaveLength(0);
    expect(store.getState().cart?.pendingChanges).toEqual([]);
  });
});

describe('the queue', () => {
  test('sends changes one after another: the second request starts only after the first answers', async () => {
    const { store, updates } = track(await loaded());
    const first = store.changeQuantity('200001', 3);
    const second = store.changeQuantity('200001', 4);
    await settle();
    expect(updates()).toHaveLength(1);
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 4 });

    updates()[0]!.answer(anUpdateAnswer(withQuantities(serverCart, { '200001': 3 })));
    await first;
    expect(updates()).toHaveLength(2);
    expect(updates()[1]!.body).toEqual({
      items: { '200001': { previousQuantity: 3, newQuantity: 4 } },
      addedCodes: [],
      isCheckoutPage: false,
    });

    updates()[1]!.answer(anUpdateAnswer(withQuantities(serverCart, { '200001': 4 })));
    await second;
    expect(store.getState().loading).toBe(false);
  });

  test('a server cart keeps the remaining pending changes applied, and loading stays true while any remain', async () => {
    const { store, updates } = track(await loaded());
    void store.changeQuantity('100001', 2);
    void store.removeItem('200001');

    // The server answers the first change only: its cart still has the serum.
    updates()[0]!.answer(anUpdateAnswer(withQuantities(serverCart, { '100001': 2 })));
    await settle();
    const { cart, loading } = store.getState();
    expect(quantitiesOf(store)).toEqual({ '100001': 2 });
    expect(cart?.pendingChanges.map((change) => change.id)).toEqual(['change-2']);
    expect(loading).toBe(true);
  });

  test('a cart from elsewhere (the page) also keeps pending changes applied', async () => {
    const { store } = track(await loaded());
    void store.changeQuantity('200001', 5);
    store.receiveCart(withQuantities(serverCart, { '100001': 3 }));
    expect(quantitiesOf(store)).toEqual({ '100001': 3, '200001': 5 });
  });
});

describe('a failed change', () => {
  test('puts the items of the first pending change back, raises a failure action and rejects', async () => {
    const { store, updates, actions, changed } = track(await loaded());
    const first = store.changeQuantity('200001', 6);
    const second = store.removeItem('100001');
    expect(quantitiesOf(store)).toEqual({ '200001': 6 });

    const error = new Error('HTTP 500');
    updates()[0]!.fail(error);
    await expect(first).rejects.toBe(error);

    // The serum is back at 2; the removal of the lipstick is still pending and applied.
    expect(quantitiesOf(store)).toEqual({ '200001': 2 });
    expect(store.getState().failure).toEqual({ kind: 'update', codes: ['200001'], error });
    expect(store.getState().cart?.pendingChanges.map((change) => change.id)).toEqual(['change-2']);
    expect(actions).toEqual([{ type: 'update-failed', codes: ['200001'], addedCodes: [], error }]);
    expect(changed).toEqual([]);

    // The queue goes on with the next change.
    expect(updates()).toHaveLength(2);
    updates()[1]!.answer(anUpdateAnswer(withQuantities(serverCart, { '100001': 0 })));
    await second;
    expect(quantitiesOf(store)).toEqual({ '200001': 2 });
  });

  test('a removed line comes back when its removal fails', async () => {
    const { store, updates } = track(await loaded());
    const removal = store.removeItem('100001');
    updates()[0]!.fail(new Error('offline'));
    await expect(removal).rejects.toThrow('offline');
    expect(store.getState().cart?.items.map((line) => line.code)).toEqual(['100001', '200001']);
  });

  test('a change the server answers as unsuccessful fails with the server cart', async () => {
    const { store, updates, actions } = track(await loaded());
    const change = store.changeQuantity('200001', 4);
    updates()[0]!.answer({ ...anUpdateAnswer(withQuantities(serverCart, { '200001': 3 })), cartUpdateResult: { ...anUpdateAnswer(serverCart).cartUpdateResult, success: false } });
    await expect(change).rejects.toThrow('did not accept');
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 3 });
    expect(actions.map((action) => action.type)).toEqual(['update-failed']);
  });

  test('the next change clears the failure', async () => {
    const { store, updates } = track(await loaded());
    const change = store.changeQuantity('200001', 4);
    updates()[0]!.fail(new Error('offline'));
    await change.catch(() => undefined);
    void store.changeQuantity('200001', 3);
    expect(store.getState().failure).toBeNull();
  });
});

describe('quantity validation', () => {
  test.each([
    ['above the site maximum', '200001', 11, 10],
    ['above the line maximum', '100001', 6, 5],
    ['negative', '200001', -1, 10],
    ['not whole', '200001', 1.5, 10],
    ['not a number', '200001', Number.NaN, 10],
  ])('a quantity %s is refused with an invalid-quantity action and no request', async (_case, code, quantity, max) => {
    const { store, updates, actions } = track(await loaded());
    await expect(store.changeQuantity(code, quantity)).rejects.toMatchObject({ name: 'InvalidQuantityError', code, max });
    expect(actions).toEqual([{ type: 'invalid-quantity', code, quantity, max }]);
    expect(updates()).toHaveLength(0);
    expect(store.getState().cart).toEqual(serverCart);
  });

  test('the site maximum comes from app shell data', async () => {
    const { store, updates } = track(await loaded(serverCart, { siteMax: 3 }));
    await expect(store.changeQuantity('200001', 4)).rejects.toMatchObject({ max: 3 });
    void store.changeQuantity('200001', 3);
    expect(updates()).toHaveLength(1);
  });
});

describe('adding from the bus', () => {
  test("'cart:item-added' for a product not in the cart sends it with addedCodes, counts it meanwhile, then shows the server's line", async () => {
    const { store, bus, updates, actions, changed } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 2 });
    expect(updates()[0]!.body).toEqual({
      items: { '300001': { previousQuantity: 0, newQuantity: 2 } },
      addedCodes: ['300001'],
      isCheckoutPage: false,
    });
    expect(store.getState().cart?.items.map((line) => line.code)).toEqual(['100001', '200001']);

    expect(itemCountOf(store.getState().cart)).toBe(5);

    const mascara = aCartLine({ code: '300001', entryName: 'Volume Mascara', quantity: 2 });
    const answered = aCart({ items: [lipstick, serum, mascara] });
    updates()[0]!.answer(anUpdateAnswer(answered, [mascara]));
    await settle();
    expect(store.getState().cart).toEqual(answered);
    expect(actions).toEqual([
      { type: 'updated', cart: answered, addedCodes: ['300001'], items: { '300001': { previousQuantity: 0, newQuantity: 2 } } },
    ]);
    expect(changed).toEqual([{ itemCount: 5 }]);
  });

  test('adding a product already in the cart raises its quantity at once', async () => {
    const { store, bus, updates } = track(await loaded());
    bus.emit('cart:item-added', { code: '200001', quantity: 3 });
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 5 });
    expect(updates()[0]!.body).toMatchObject({ items: { '200001': { previousQuantity: 2, newQuantity: 5 } }, addedCodes: ['200001'] });
  });

  test('an addition above the maximum is refused without a request', async () => {
    const { bus, updates, actions } = track(await loaded());
    bus.emit('cart:item-added', { code: '100001', quantity: 5 });
    await settle();
    expect(actions).toEqual([{ type: 'invalid-quantity', code: '100001', quantity: 6, max: 5 }]);
    expect(updates()).toHaveLength(0);
  });

  test('an addition before the cart is known waits for GET /cart and counts from it', async () => {
    const { store, bus, fetches, updates } = track(setUp());
    store.connect();
    bus.emit('cart:item-added', { code: '200001', quantity: 1 });
    await settle();
    expect(updates()).toHaveLength(0);

    fetches()[0]!.answer(serverCart);
    await settle();
    expect(updates()[0]!.body).toMatchObject({ items: { '200001': { previousQuantity: 2, newQuantity: 3 } } });
  });

  test('no longer listens when every connection is gone', async () => {
    const { store, bus, updates, disconnect } = track(await loaded());
    const second = store.connect();
    disconnect();
    bus.emit('cart:item-added', { code: '200001', quantity: 1 });
    expect(updates()).toHaveLength(1);
    second();
    bus.emit('cart:item-added', { code: '100001', quantity: 1 });
    expect(updates()).toHaveLength(1);
  });
});

describe('across tabs', () => {
  test("emits 'cart:changed' with the item count after each accepted change", async () => {
    const { store, updates, changed } = track(await loaded());
    const change = store.changeQuantity('200001', 4);
    updates()[0]!.answer(anUpdateAnswer(withQuantities(serverCart, { '200001': 4 })));
    await change;
    expect(changed).toEqual([{ itemCount: 5 }]);
  });

  test("refetches GET /cart on 'cart:changed' from another tab, but not on its own", async () => {
    const { store, fromOtherTab, fetches, updates } = track(await loaded());
    const change = store.changeQuantity('200001', 4);
    updates()[0]!.answer(anUpdateAnswer(withQuantities(serverCart, { '200001': 4 })));
    await change;
    await settle();
    expect(fetches()).toHaveLength(1);

    fromOtherTab('cart:changed', { itemCount: 7 });
    await settle();
    expect(fetches()).toHaveLength(2);
    const fromTheOtherTab = withQuantities(serverCart, { '100001': 5 });
    fetches()[1]!.answer(fromTheOtherTab);
    await settle();
    expect(store.getState().cart).toEqual(fromTheOtherTab);
  });

  test('a refetch waits for the change on its way, so an older answer never overwrites a newer one', async () => {
    const { store, fromOtherTab, fetches, updates } = track(await loaded());
    void store.changeQuantity('200001', 4);
    fromOtherTab('cart:changed', { itemCount: 7 });
    await settle();
    expect(fetches()).toHaveLength(1);
    updates()[0]!.answer(anUpdateAnswer(withQuantities(serverCart, { '200001': 4 })));
    await settle();
    expect(fetches()).toHaveLength(2);
  });
});

describe('answering the add-to-cart button', () => {
  test("'cart:item-add-settled' with the request id and 'Added to cart' once the server has the addition", async () => {
    const { bus, updates, settled } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 1, requestId: 'add-1' });
    await settle();
    expect(settled).toEqual([]);

    updates()[0]!.answer(anUpdateAnswer(aCart({ items: [lipstick, serum, aCartLine({ code: '300001' })] })));
    await settle();
    expect(settled).toEqual([{ requestId: 'add-1', code: '300001', success: true, message: 'Added to cart' }]);
  });

  test('a failed addition settles unsuccessful, with the server’s message when its error body has one', async () => {
    const { bus, updates, settled } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 1, requestId: 'add-1' });
    bus.emit('cart:item-added', { code: '400001', quantity: 1, requestId: 'add-2' });
    updates()[0]!.fail(new HttpError(409, '/cart/update', { error: { code: 'out_of_stock', message: 'Sold out.' } }));
    await settle();
    updates()[1]!.fail(new Error('offline'));
    await settle();
    expect(settled).toEqual([
      { requestId: 'add-1', code: '300001', success: false, message: 'Sold out.' },
      { requestId: 'add-2', code: '400001', success: false, message: 'The product could not be added to the cart.' },
    ]);
  });

  test('an addition the server answers as unsuccessful settles unsuccessful', async () => {
    const { bus, updates, settled } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 1, requestId: 'add-1' });
    updates()[0]!.answer({ ...anUpdateAnswer(serverCart), cartUpdateResult: { ...anUpdateAnswer(serverCart).cartUpdateResult, success: false } });
    await settle();
    expect(settled).toEqual([{ requestId: 'add-1', code: '300001', success: false, message: 'The product could not be added to the cart.' }]);
  });

  test('an addition above the maximum settles at once with the maximum, without a request', async () => {
    const { bus, updates, settled } = track(await loaded());
    bus.emit('cart:item-added', { code: '100001', quantity: 5, requestId: 'add-1' });
    await settle();
    expect(updates()).toHaveLength(0);
    expect(settled).toEqual([{ requestId: 'add-1', code: '100001', success: false, message: 'You can buy at most 5 of this product.' }]);
  });

  test('an addition without a request id is not answered', async () => {
    const { bus, updates, settled } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 1 });
    updates()[0]!.answer(anUpdateAnswer(serverCart));
    await settle();
    expect(settled).toEqual([]);
  });
});

describe('the add-to-cart header', () => {
  test('an addition names its codes in x-add-to-cart-codes; a quantity change sends no such header', async () => {
    const { store, bus, updates } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 1 });
    void store.changeQuantity('200001', 3);
    expect(updates()[0]!.headers).toEqual({ 'x-add-to-cart-codes': '300001' });
    updates()[0]!.answer(anUpdateAnswer(serverCart));
    await settle();
    expect(updates()[1]!.headers).toEqual({});
  });
  test('every change outlives the page it was made on (keepalive): the mini cart showed it already', async () => {
    const { store, bus, updates } = track(await loaded());
    bus.emit('cart:item-added', { code: '300001', quantity: 1 });
    void store.changeQuantity('200001', 3);
    updates()[0]!.answer(anUpdateAnswer(serverCart));
    await settle();
    expect(updates().map((update) => update.keepalive)).toEqual([true, true]);
  });
});

describe('addItems (a link that fills the cart)', () => {
  test('adds every product in one change with all codes as addedCodes, merging repeated codes', async () => {
    const { store, updates, actions } = track(await loaded());
    const done = store.addItems([
      { code: '300001', quantity: 2 },
      { code: '200001', quantity: 1 },
      { code: '300001', quantity: 1 },
    ]);
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 3 });
    expect(updates()).toHaveLength(1);
    expect(updates()[0]!.body).toEqual({
      items: { '300001': { previousQuantity: 0, newQuantity: 3 }, '200001': { previousQuantity: 2, newQuantity: 3 } },
      addedCodes: ['300001', '200001'],
      isCheckoutPage: false,
    });
    expect(updates()[0]!.headers).toEqual({ 'x-add-to-cart-codes': '300001,200001' });
    updates()[0]!.answer(anUpdateAnswer(serverCart));
    await done;
    expect(actions.map((action) => action.type)).toEqual(['updated']);
  });

  test('caps each product at its maximum instead of refusing, and leaves out what is at its maximum already', async () => {
    const { store, updates } = track(await loaded(aCart({ items: [lipstick, { ...serum, quantity: 10 }] })));
    void store.addItems([
      { code: '100001', quantity: 9 },
      { code: '200001', quantity: 3 },
      { code: '300001', quantity: 40 },
    ]);
    expect(updates()[0]!.body).toEqual({
      items: { '100001': { previousQuantity: 1, newQuantity: 5 }, '300001': { previousQuantity: 0, newQuantity: 10 } },
      addedCodes: ['100001', '300001'],
      isCheckoutPage: false,
    });
  });

  test('sends nothing when nothing is left to add', async () => {
    // The serum has more than today's site maximum of 10: a link leaves it as it is.
    const { store, updates } = track(await loaded(aCart({ items: [{ ...lipstick, quantity: 5 }, { ...serum, quantity: 12 }] })));
    await store.addItems([
      { code: '100001', quantity: 1 },
      { code: '200001', quantity: 1 },
    ]);
    await store.addItems([{ code: '300001', quantity: 0 }]);
    expect(updates()).toHaveLength(0);
  });

  test('rejects when the server refuses, and the cart is as it was', async () => {
    const { store, updates } = track(await loaded());
    const done = store.addItems([{ code: '300001', quantity: 1 }]);
    updates()[0]!.fail(new Error('HTTP 500'));
    await expect(done).rejects.toThrow('HTTP 500');
    expect(quantitiesOf(store)).toEqual({ '100001': 1, '200001': 2 });
  });
});

describe('coupon codes', () => {
  test('POST /cart/addcouponCode with the trimmed code; the answer’s cart replaces the server cart', async () => {
    const { store, couponCodeRequests, actions, changed } = track(await loaded());
    const outcome = store.addCouponCode('  SUMMER10 ');
    await settle();
    expect(couponCodeRequests().map(({ url, body }) => [url, body])).toEqual([['/cart/addcouponCode', { code: 'SUMMER10' }]]);

    const discounted = aCart({
      items: [lipstick, serum],
      appliedCouponCodes: ['SUMMER10'],
      promotions: [{ code: 'SUMMER10', kind: 'couponCode', name: 'Summer 10 %', discount: { amount: 2500, currency: 'SEK' } }],
    });
    couponCodeRequests()[0]!.answer(aCouponCodeAnswer(discounted, true, 'SUMMER10 is applied.'));
    await expect(outcome).resolves.toEqual({ success: true, message: 'SUMMER10 is applied.' });
    expect(store.getState().cart).toEqual(discounted);
    expect(actions).toEqual([{ type: 'coupon-code', operation: 'add', code: 'SUMMER10', success: true, message: 'SUMMER10 is applied.' }]);
    expect(changed).toEqual([{ itemCount: 3 }]);
  });

  test('a refused code resolves unsuccessful with the server’s message', async () => {
    const { store, couponCodeRequests } = track(await loaded());
    const outcome = store.addCouponCode('NOPE');
    await settle();
    couponCodeRequests()[0]!.answer(aCouponCodeAnswer(serverCart, false, 'The code NOPE does not exist.'));
    await expect(outcome).resolves.toEqual({ success: false, message: 'The code NOPE does not exist.' });
  });

  test('a failed request resolves unsuccessful: the error body’s message, or a text of its own', async () => {
    const { store, couponCodeRequests, actions } = track(await loaded());
    const first = store.addCouponCode('A');
    const second = store.removeCouponCode('B');
    await settle();
    couponCodeRequests()[0]!.fail(new HttpError(400, '/cart/addcouponCode', { error: { code: 'invalid_input', message: 'Code too long.' } }));
    await expect(first).resolves.toEqual({ success: false, message: 'Code too long.' });
    await settle();
    expect(couponCodeRequests()[1]!.url).toBe('/cart/removecouponCode');
    couponCodeRequests()[1]!.fail(new Error('offline'));
    await expect(second).resolves.toEqual({ success: false, message: 'The discount code could not be removed.' });
    expect(actions.map((action) => action.type === 'coupon-code' && [action.operation, action.success])).toEqual([
      ['add', false],
      ['remove', false],
    ]);
    expect(store.getState().cart).toEqual(serverCart);
  });

  test('an answer without a message gets one', async () => {
    const { store, couponCodeRequests } = track(await loaded());
    const outcome = store.removeCouponCode('SUMMER10');
    await settle();
    couponCodeRequests()[0]!.answer(aCouponCodeAnswer(serverCart, true, ''));
    await expect(outcome).resolves.toEqual({ success: true, message: 'The discount code SUMMER10 was removed.' });
  });

  test('waits its turn behind a change on its way, and keeps later changes applied', async () => {
    const { store, updates, couponCodeRequests } = track(await loaded());
    void store.changeQuantity('200001', 3);
    const outcome = store.addCouponCode('SUMMER10');
    void store.changeQuantity('100001', 2);
    await settle();
    expect(couponCodeRequests()).toHaveLength(0);

    updates()[0]!.answer(anUpdateAnswer(withQuantities(serverCart, { '200001': 3 })));
    await settle();
    couponCodeRequests()[0]!.answer(aCouponCodeAnswer({ ...withQuantities(serverCart, { '200001': 3 }), appliedCouponCodes: ['SUMMER10'] }));
    await outcome;
    expect(quantitiesOf(store)).toEqual({ '100001': 2, '200001': 3 });
    expect(store.getState().cart?.appliedCouponCodes).toEqual(['SUMMER10']);
    expect(store.getState().loading).toBe(true);
  });

  test('an empty code is refused without a request', async () => {
    const { store, couponCodeRequests } = track(await loaded());
    await expect(store.addCouponCode('   ')).resolves.toEqual({ success: false, message: 'Enter a discount code.' });
    expect(couponCodeRequests()).toHaveLength(0);
  });
});
