import type { Server } from 'node:http';
import request from 'supertest';
import type { Identity } from '@storefront/platform/server';
import { freeLocalUrl } from '@storefront/platform/server/testing';
import { anIdentity, closeServer, describeOnEachBackend, identityHeaders, listen, testAppOptions, testCatalogClient } from '../testing/test-app';

type Items = Record<string, { newQuantity: unknown; previousQuantity: unknown }>;
const set = (code: string, newQuantity: unknown, previousQuantity: unknown = 0): Items => ({ [code]: { newQuantity, previousQuantity } });
const money = (amount: number, currency = 'SEK') => ({ amount, currency });

describeOnEachBackend('the cart calls', (context) => {
  const getCart = (who: Identity, url = context().url) => request(url).get('/cart').set(identityHeaders(who));
  const update = (who: Identity, items: Items, url = context().url) =>
    request(url).post('/cart/update').set(identityHeaders(who)).send({ items, addedCodes: Object.keys(items), isCheckoutPage: false });
  const quantitiesOf = (cart: { items: { code: string; quantity: number }[] }) => cart.items.map((line) => [line.code, line.quantity]);

  beforeEach(() => {
    context().catalog.mode = 'ok';
  });

  test('a shopper without a cart gets an empty one, and nothing is stored for it', async () => {
    const visitor = anIdentity();
    const response = await getCart(visitor);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      cartId: '',
      items: [],
      isLoading: false,
      subTotal: money(0),
      subTotalWithOrderLevelDiscount: money(0),
      orderLevelDiscount: money(0),
      totalSavings: money(0),
      promotions: [],
      amountLeftToFreeShipping: money(49_900),
      loyaltyPointsEarned: 0,
      trackingItems: [],
      hasItemsWithMemberPrices: false,
      currency: 'SEK',
      shippingMode: 'notApplicable',
      pendingChanges: [],
      addonOffers: [],
      appliedCouponCodes: [],
      hasFreeShipping: false,
    });
    expect(await context().db.query('SELECT id FROM carts WHERE owner_id = $1', [visitor.visitorId])).toEqual([]);
  });

  test('add, change and remove lines; the answer says what went up and down', async () => {
    const visitor = anIdentity();
    const added = await update(visitor, set('100001', 2));
    expect(added.status).toBe(200);
    const { cartUpdateResult, cart } = added.body;
    expect(cartUpdateResult).toEqual({
      addedItems: [expect.objectContaining({ code: '100001', quantity: 2, price: expect.objectContaining({ current: money(49_800), eachPrice: money(24_900) }) })],
      removedItems: [],
      exponeaEvents: [],
      promotionCodeAlreadyApplied: false,
      success: true,
    });
    expect(cart.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(quantitiesOf(cart)).toEqual([['100001', 2]]);
    expect(cart.subTotal).toEqual(money(49_800));

    const changed = await update(visitor, { ...set('100001', 1, 2), ...set('100002', 1) });
    expect(changed.status).toBe(200);
    expect(changed.body.cartUpdateResult.addedItems.map((line: { code: string; quantity: number }) => [line.code, line.quantity])).toEqual([['100002', 1]]);
    expect(changed.body.cartUpdateResult.removedItems.map((line: { code: string; quantity: number }) => [line.code, line.quantity])).toEqual([['100001', 1]]);
    expect(quantitiesOf(changed.body.cart)).toEqual([['100001', 1], ['100002', 1]]);
    expect(changed.body.cart.cartId).toBe(cart.cartId);

    const removed = await update(visitor, set('100001', 0, 1));
    expect(removed.body.cartUpdateResult.removedItems).toEqual([expect.objectContaining({ code: '100001', quantity: 1 })]);
    expect(quantitiesOf(removed.body.cart)).toEqual([['100002', 1]]);
    expect((await getCart(visitor)).body).toEqual(removed.body.cart);
  });

  test('lines stay in the order they were first added (codes of one change by code), in the answer as in GET /cart', async () => {
    const visitor = anIdentity();
    expect(quantitiesOf((await update(visitor, set('100003', 1))).body.cart)).toEqual([['100003', 1]]);
    expect(quantitiesOf((await update(visitor, set('100001', 1))).body.cart)).toEqual([['100003', 1], ['100001', 1]]);
    expect(quantitiesOf((await update(visitor, set('100003', 2, 1))).body.cart)).toEqual([['100003', 2], ['100001', 1]]);
    const changed = await update(visitor, { ...set('100003', 0, 2), ...set('100002', 2) });
    expect(quantitiesOf(changed.body.cart)).toEqual([['100001', 1], ['100002', 2]]);
    expect((await getCart(visitor)).body).toEqual(changed.body.cart);

    const another = anIdentity();
    expect(quantitiesOf((await update(another, { ...set('100003', 1), ...set('100001', 1) })).body.cart)).toEqual([['100001', 1], ['100003', 1]]);
  });

  test('newQuantity is absolute; previousQuantity is only what the client believed', async () => {
    const visitor = anIdentity();
    await update(visitor, set('100001', 5));
    const response = await update(visitor, set('100001', 3, 7));
    expect(quantitiesOf(response.body.cart)).toEqual([['100001', 3]]);
    expect(response.body.cartUpdateResult.removedItems).toEqual([expect.objectContaining({ code: '100001', quantity: 2 })]);
  });

  test('an empty diff writes nothing and answers the cart as it is', async () => {
    const visitor = anIdentity();
    const response = await update(visitor, {});
    expect(response.status).toBe(200);
    expect(response.body.cartUpdateResult).toEqual(expect.objectContaining({ addedItems: [], removedItems: [], success: true }));
    expect(response.body.cart).toEqual((await getCart(visitor)).body);
    expect(await context().db.query('SELECT id FROM carts WHERE owner_id = $1', [visitor.visitorId])).toEqual([]);
  });

  test.each([
    ['SE', 'sv-SE', 'SEK', { '100001': 2, '100002': 1 }, 89_700, 10_000, 0],
    ['NO', 'nb-NO', 'NOK', { '100001': 2 }, 49_800, 0, 10_100],
    ['DK', 'da-DK', 'DKK', { '100001': 2 }, 49_800, 0, 0],
    ['FI', 'fi-FI', 'EUR', { '100001': 1 }, 2_490, 0, 2_410],
    ['DE', 'de-DE', 'EUR', { '100002': 2 }, 7_980, 2_000, 0],
    ['NL', 'nl-NL', 'EUR', { '100001': 1, '100002': 1 }, 6_480, 1_000, 0],
    ['AT', 'de-DE', 'EUR', { '100001': 1 }, 2_490, 0, 2_410],
    ['PL', 'pl-PL', 'PLN', { '100002': 1 }, 15_900, 4_000, 4_000],
  ] as const)('in %s the totals are integer minor units of %s', async (market, culture, currency, quantities, subTotal, savings, left) => {
    const visitor = anIdentity({ market, culture });
    const items = Object.fromEntries(Object.entries(quantities).map(([code, quantity]) => [code, { newQuantity: quantity, previousQuantity: 0 }]));
    const { cart } = (await update(visitor, items)).body;
    expect(cart.currency).toBe(currency);
    expect(cart.subTotal).toEqual(money(subTotal, currency));
    expect(cart.subTotalWithOrderLevelDiscount).toEqual(money(subTotal, currency));
    expect(cart.orderLevelDiscount).toEqual(money(0, currency));
    expect(cart.totalSavings).toEqual(money(savings, currency));
    expect(cart.amountLeftToFreeShipping).toEqual(money(left, currency));
    expect(cart.loyaltyPointsEarned).toBe(Math.floor(subTotal / 100));
    expect(cart.items.every((line: { price: { current: { amount: number } } }) => Number.isInteger(line.price.current.amount))).toBe(true);
  });

  test('a member pays member prices, in a cart of their own apart from the visitor they were', async () => {
    const visitor = anIdentity();
    const member = { ...visitor, userId: `u-${visitor.visitorId}` };
    await update(visitor, set('100001', 1));
    const memberCart = await getCart(member);
    expect(memberCart.body.items).toEqual([]);
    const { cart } = (await update(member, set('100003', 2))).body;
    expect(quantitiesOf(cart)).toEqual([['100003', 2]]);
    expect(cart.items[0].price).toEqual(expect.objectContaining({ current: money(31_800), eachPrice: money(15_900), isMemberPrice: true }));
    expect(cart.totalSavings).toEqual(money(8_000));
    expect(cart.hasItemsWithMemberPrices).toBe(true);
    expect(quantitiesOf((await getCart(visitor)).body)).toEqual([['100001', 1]]);
    expect(quantitiesOf((await getCart({ ...visitor, market: 'FI', culture: 'fi-FI' })).body)).toEqual([]);
  });

  test.each([
    ['above the site maximum', 11],
    ['negative', -1],
    ['not whole', 2.5],
  ])('a quantity %s is a 400 invalid_quantity naming the code, and nothing changes', async (_what, quantity) => {
    const visitor = anIdentity();
    const before = (await update(visitor, set('100001', 2))).body.cart;
    const response = await update(visitor, { ...set('100002', 1), ...set('100001', quantity, 2) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_quantity', message: expect.any(String), fields: { '100001': expect.any(String) } } });
    expect((await getCart(visitor)).body).toEqual(before);
  });

  test("a quantity above the line's own maximum, or of a sold-out product, is a 400 and nothing changes", async () => {
    const visitor = anIdentity();
    const before = (await update(visitor, set('100001', 2))).body.cart;
    const response = await update(visitor, { ...set('100001', 3, 2), ...set('100003', 4), ...set('100004', 1) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_quantity');
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['100003', '100004']);
    expect((await getCart(visitor)).body).toEqual(before);
    expect((await update(visitor, set('100003', 3))).status).toBe(200);
  });

  test('an unknown product is a 400 unknown_product naming the code, and nothing changes; removing one is fine', async () => {
    const visitor = anIdentity();
    const before = (await update(visitor, set('100001', 1))).body.cart;
    const response = await update(visitor, { ...set('100002', 1), ...set('999999', 1) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'unknown_product', message: expect.any(String), fields: { '999999': expect.any(String) } } });
    expect((await getCart(visitor)).body).toEqual(before);
    expect((await update(visitor, set('999999', 0))).status).toBe(200);
  });

  test.each([
    ['no body', undefined],
    ['items missing', { addedCodes: [], isCheckoutPage: false }],
    ['a code that is not 6 digits', { items: set('10001', 1), addedCodes: [], isCheckoutPage: false }],
    ['a quantity that is not a number', { items: set('100001', '2'), addedCodes: [], isCheckoutPage: false }],
    ['isCheckoutPage missing', { items: set('100001', 1), addedCodes: [] }],
    ['more than 50 items', { items: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [String(200_000 + i), { newQuantity: 1, previousQuantity: 0 }])), addedCodes: [], isCheckoutPage: false }],
  ])('a malformed diff (%s) is a 400 bad_request', async (_what, body) => {
    const visitor = anIdentity();
    const response = await request(context().url).post('/cart/update').set(identityHeaders(visitor)).send(body as object);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect((await getCart(visitor)).body.cartId).toBe('');
  });

  test('broken text in a diff or a coupon code (a NUL, half an emoji, a prototype key) is a 400 and the cart stays as it was', async () => {
    const visitor = anIdentity();
    const before = (await update(visitor, set('100001', 1))).body.cart;
    const post = (path: string, body: string) => request(context().url).post(path).set(identityHeaders(visitor)).set('content-type', 'application/json').send(body);
    for (const [path, body] of [
      ['/cart/update', JSON.stringify({ items: set('100002\u0000', 1), addedCodes: ['100002'], isCheckoutPage: false })],
      ['/cart/update', JSON.stringify({ items: set('100002', 1), addedCodes: ['\ud83d'], isCheckoutPage: false })],
      ['/cart/update', '{"items":{"__proto__":{"newQuantity":1,"previousQuantity":0}},"addedCodes":[],"isCheckoutPage":false}'],
      ['/cart/addcouponCode', JSON.stringify({ code: 'WELCOME10\u0000' })],
      ['/cart/addcouponCode', JSON.stringify({ code: 'WELCOME10\udc00' })],
      ['/cart/removecouponCode', JSON.stringify({ code: '\u0000' })],
    ] as const) {
      const response = await post(path, body);
      expect([path, response.status, response.body.error.code]).toEqual([path, 400, 'bad_request']);
    }
    expect((await getCart(visitor)).body).toEqual(before);
  });

  test('malformed JSON is a 400, not a 5xx', async () => {
    const response = await request(context().url).post('/cart/update').set(identityHeaders(anIdentity())).set('content-type', 'application/json').send('{"items":');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  test('a request without a visitor id or user is a 400 no_visitor', async () => {
    const nobody = anIdentity({ visitorId: undefined });
    for (const response of [await getCart(nobody), await update(nobody, set('100001', 1)), await request(context().url).post('/cart/deletecart').set(identityHeaders(nobody))]) {
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('no_visitor');
    }
  });

  test('a catalog that is down is a 503 catalog_unavailable, fast, and nothing changes', async () => {
    const visitor = anIdentity();
    const before = (await update(visitor, set('100001', 2))).body.cart;
    let down: Server | undefined;
    try {
      const dead = await listen(testAppOptions(context().db, await freeLocalUrl()));
      down = dead.server;
      const started = performance.now();
      const response = await update(visitor, set('100001', 3, 2), dead.url);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: { code: 'catalog_unavailable', message: expect.any(String) } });
      expect((await update(visitor, set('100001', 0, 2), dead.url)).status).toBe(503);
      expect((await getCart(visitor, dead.url)).status).toBe(503);
      expect((await getCart(anIdentity(), dead.url)).status).toBe(200);
    } finally {
      await closeServer(down);
    }
    expect((await getCart(visitor)).body).toEqual(before);
  });

  test('a catalog that hangs is a 503 within its 2 s timeout, and nothing changes', async () => {
    const visitor = anIdentity();
    const before = (await update(visitor, set('100001', 2))).body.cart;
    let slow: Server | undefined;
    try {
      // A fresh catalog client: nothing cached.
      const started = listen(testAppOptions(context().db, context().catalog.url, { catalog: testCatalogClient(context().catalog.url) }));
      const app = await started;
      slow = app.server;
      context().catalog.mode = 'hang';
      const start = performance.now();
      const response = await update(visitor, set('100002', 1), app.url);
      const took = performance.now() - start;
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('catalog_unavailable');
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(3_000);
    } finally {
      context().catalog.mode = 'ok';
      await closeServer(slow);
    }
    expect((await getCart(visitor)).body).toEqual(before);
  });

  test('POST /cart/deletecart removes the cart of this shopper in this market only', async () => {
    const visitor = anIdentity();
    await update(visitor, set('100001', 1));
    await update({ ...visitor, market: 'NO', culture: 'nb-NO' }, set('100002', 1));
    const response = await request(context().url).post('/cart/deletecart').set(identityHeaders(visitor));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await getCart(visitor)).body).toEqual(expect.objectContaining({ cartId: '', items: [] }));
    expect(quantitiesOf((await getCart({ ...visitor, market: 'NO', culture: 'nb-NO' })).body)).toEqual([['100002', 1]]);
    expect(await context().db.query('SELECT count(*)::int AS lines FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.owner_id = $1 AND c.market = $2', [visitor.visitorId, 'SE'])).toEqual([{ lines: 0 }]);
  });

  test('the database refuses quantities outside 1..99 and malformed codes on its own', async () => {
    const [cart] = await context().db.query<{ id: string }>(
      `INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ('visitor', 'db-check', 'SE', 'SEK') RETURNING id`,
    );
    for (const [code, quantity] of [['100001', 0], ['100001', 100], ['abc', 1]] as const) {
      await expect(context().db.query('INSERT INTO cart_lines (cart_id, code, quantity) VALUES ($1, $2, $3)', [cart!.id, code, quantity])).rejects.toThrow();
    }
    await expect(
      context().db.query(`INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ('visitor', 'db-check', 'SE', 'SEK')`),
    ).rejects.toThrow();
  });
});
