import request from 'supertest';
import type { Cart } from '@storefront/platform';
import type { CouponCodeResponse } from '../../../contract/coupon-codes';
import type { Identity } from '@storefront/platform/server';
import { lipstick, pricesOf } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { ownerKeyOf } from './coupon-redemption';

const money = (amount: number, currency = 'SEK') => ({ amount, currency });

describeOnEachBackend('coupon codes', (context) => {
  const url = () => context().url;
  const getCart = async (who: Identity): Promise<Cart> => (await request(url()).get('/cart').set(identityHeaders(who))).body;
  const setQuantity = async (who: Identity, code: string, newQuantity: number): Promise<Cart> =>
    (
      await request(url())
        .post('/cart/update')
        .set(identityHeaders(who))
        .send({ items: { [code]: { newQuantity, previousQuantity: 0 } }, addedCodes: [code], isCheckoutPage: false })
    ).body.cart;
  const addCode = (who: Identity, body: unknown) => request(url()).post('/cart/addcouponCode').set(identityHeaders(who)).send(body as object);
  const removeCode = (who: Identity, body: unknown) => request(url()).post('/cart/removecouponCode').set(identityHeaders(who)).send(body as object);
  const add = async (who: Identity, code: string): Promise<CouponCodeResponse> => {
    const response = await addCode(who, { code });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body;
  };
  const storedCodes = (who: Identity) =>
    context().db.query<{ code: string }>(
      'SELECT cc.code FROM cart_coupon_codes cc JOIN carts c ON c.id = cc.cart_id WHERE c.owner_id = $1 ORDER BY cc.code',
      [who.userId ?? who.visitorId],
    );
  const asRead = (cart: Cart) => {
    const { cartUpdateResult: _ignored, ...rest } = cart;
    return rest;
  };

  beforeAll(async () => {
    await context().db.exec(`
      INSERT INTO coupon_codes (code, kind, percent, markets, disabled, max_uses, uses) VALUES
        ('ONLYNORWAY', 'percentage', 10, '{NO}', false, NULL, 0),
        ('SWITCHEDOFF', 'percentage', 10, NULL, true, NULL, 0),
        ('ALLGONE', 'percentage', 10, NULL, false, 5, 5);
    `);
  });

  test('WELCOME10 takes 10 % off the goods; the code is kept with the cart', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 2);
    const answer = await add(visitor, '  welcome10 ');
    expect(answer).toEqual({ success: true, message: 'Rabattkoden WELCOME10 är tillagd.', cart: expect.any(Object) });
    const { cart } = answer;
    expect(cart.subTotal).toEqual(money(49_800));
    expect(cart.orderLevelDiscount).toEqual(money(4_980));
    expect(cart.subTotalWithOrderLevelDiscount).toEqual(money(44_820));
    expect(cart.totalSavings).toEqual(money(4_980));
    expect(cart.loyaltyPointsEarned).toBe(448);
    expect(cart.amountLeftToFreeShipping).toEqual(money(49_900 - 44_820));
    expect(cart.promotions).toEqual([{ code: 'WELCOME10', kind: 'couponCode', name: 'Rabattkod WELCOME10', discount: money(4_980) }]);
    expect(cart.appliedCouponCodes).toEqual(['WELCOME10']);
    expect(cart.enteredPromotionCode).toBe('WELCOME10');
    expect(cart.cartUpdateResult).toEqual({ addedItems: [], removedItems: [], exponeaEvents: [], promotionCodeAlreadyApplied: false, success: true });
    expect(await getCart(visitor)).toEqual(asRead(cart));
    expect(await storedCodes(visitor)).toEqual([{ code: 'WELCOME10' }]);
  });

  test('a code entered again, in any case, is already applied and says so in cartUpdateResult', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 1);
    await add(visitor, 'WELCOME10');
    const again = await add(visitor, 'Welcome10');
    expect(again.success).toBe(false);
    expect(again.problem).toBe('alreadyApplied');
    expect(again.message).toBe('Rabattkoden WELCOME10 är redan tillagd.');
    expect(again.cart.cartUpdateResult).toEqual(expect.objectContaining({ promotionCodeAlreadyApplied: true, success: false }));
    expect(again.cart.appliedCouponCodes).toEqual(['WELCOME10']);
  });

  test.each([
    ['unknown', 'NOSUCHCODE', 'Rabattkoden NOSUCHCODE finns inte.'],
    ['expired', 'EXPIRED', 'Rabattkoden EXPIRED har gått ut.'],
    ['notStarted', 'NOTYET', 'Rabattkoden NOTYET gäller från 1 januari 2099.'],
    ['minimumNotReached', 'SAVE50', 'Handla för 51 kr till för att använda rabattkoden SAVE50.'],
    ['notInMarket', 'ONLYNORWAY', 'Rabattkoden ONLYNORWAY gäller inte i det här landet.'],
    ['disabled', 'SWITCHEDOFF', 'Rabattkoden SWITCHEDOFF kan inte längre användas.'],
    ['usedUp', 'ALLGONE', 'Rabattkoden ALLGONE är slut.'],
  ])('%s: %s is refused with a clear message and changes nothing', async (problem, code, message) => {
    const visitor = anIdentity();
    const before = await setQuantity(visitor, '100001', 1);
    const answer = await add(visitor, code.toLowerCase());
    expect(answer).toEqual({ success: false, problem, message, cart: expect.any(Object) });
    expect(asRead(answer.cart)).toEqual(before);
    expect(answer.cart.cartUpdateResult).toEqual(expect.objectContaining({ promotionCodeAlreadyApplied: false, success: false }));
    expect(await storedCodes(visitor)).toEqual([]);
    expect(await getCart(visitor)).toEqual(before);
  });

  test('a once-per-customer code this customer has redeemed is refused; another customer can use it', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 1);
    await context().db.query(
      `INSERT INTO coupon_redemptions (code, order_id, owner_key, once_per_customer) VALUES ('BEAUTY20', gen_random_uuid(), $1, true)`,
      [ownerKeyOf({ kind: 'visitor', id: visitor.visitorId! })],
    );
    expect(await add(visitor, 'BEAUTY20')).toEqual(expect.objectContaining({ success: false, problem: 'usedUp', message: 'Du har redan använt rabattkoden BEAUTY20.' }));
    const other = anIdentity();
    await setQuantity(other, '100001', 1);
    const answer = await add(other, 'BEAUTY20');
    expect(answer.success).toBe(true);
    expect(answer.cart.orderLevelDiscount).toEqual(money(4_980));
  });

  test('messages are in the shopper’s language and amounts in their currency', async () => {
    const pole = anIdentity({ market: 'PL', culture: 'pl-PL' });
    await setQuantity(pole, '100002', 1);
    const polish = await add(pole, 'SAVE50');
    expect(polish.message).toBe('Kod rabatowy SAVE50 został dodany.');
    expect(polish.cart.orderLevelDiscount).toEqual(money(2_000, 'PLN'));
    expect(polish.cart.subTotalWithOrderLevelDiscount).toEqual(money(13_900, 'PLN'));

    const german = anIdentity({ market: 'DE', culture: 'de-DE' });
    await setQuantity(german, '100001', 1);
    expect((await add(german, 'SAVE50')).message).toBe('Noch 5,10 €, dann kannst du den Rabattcode SAVE50 verwenden.');
    expect((await add(anIdentity({ market: 'FI', culture: 'en-US' }), 'NOPE')).message).toBe('There is no discount code NOPE.');
  });

  test('a shopper without a cart may enter a code: a cart is made to keep it; a refused code makes none', async () => {
    const visitor = anIdentity();
    expect((await add(visitor, 'EXPIRED')).cart.cartId).toBe('');
    expect(await context().db.query('SELECT id FROM carts WHERE owner_id = $1', [visitor.visitorId])).toEqual([]);
    const answer = await add(visitor, 'WELCOME10');
    expect(answer.success).toBe(true);
    expect(answer.cart.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.cart.items).toEqual([]);
    expect(answer.cart.appliedCouponCodes).toEqual(['WELCOME10']);
    expect(answer.cart.promotions).toEqual([{ code: 'WELCOME10', kind: 'couponCode', name: 'Rabattkod WELCOME10', discount: money(0) }]);
    // The code works once there are goods.
    expect((await setQuantity(visitor, '100001', 1)).orderLevelDiscount).toEqual(money(2_490));
  });

  test('stacking: a second discount code replaces the first; a free-shipping code comes on top', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 2);
    await add(visitor, 'WELCOME10');
    const replaced = await add(visitor, 'SAVE50');
    expect(replaced.success).toBe(true);
    expect(replaced.message).toBe('Rabattkoden SAVE50 gäller nu i stället för WELCOME10.');
    expect(replaced.cart.appliedCouponCodes).toEqual(['SAVE50']);
    expect(replaced.cart.orderLevelDiscount).toEqual(money(5_000));

    const withFreeShipping = await add(visitor, 'FREESHIP');
    expect(withFreeShipping.message).toBe('Rabattkoden FREESHIP är tillagd.');
    expect(withFreeShipping.cart.appliedCouponCodes).toEqual(['SAVE50', 'FREESHIP']);
    expect(withFreeShipping.cart.enteredPromotionCode).toBe('FREESHIP');
    expect(withFreeShipping.cart.orderLevelDiscount).toEqual(money(5_000));
    expect(withFreeShipping.cart.amountLeftToFreeShipping).toEqual(money(0));
    expect(withFreeShipping.cart.hasFreeShipping).toBe(true);
    expect(withFreeShipping.cart.promotions.map((promotion) => [promotion.code, promotion.kind, promotion.discount.amount])).toEqual([
      ['SAVE50', 'couponCode', 5_000],
      ['FREESHIP', 'freeShipping', 0],
    ]);
  });

  test('a code whose minimum the cart falls under stays, gives nothing and says why; back over it, it applies again', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 2);
    expect((await add(visitor, 'SAVE50')).success).toBe(true);
    const under = await setQuantity(visitor, '100001', 1);
    expect(under.appliedCouponCodes).toEqual(['SAVE50']);
    expect(under.orderLevelDiscount).toEqual(money(0));
    expect(under.promotions).toEqual([
      { code: 'SAVE50', kind: 'couponCode', name: 'Rabattkod SAVE50', discount: money(0), notAppliedReason: 'Handla för 51 kr till för att använda rabattkoden SAVE50.' },
    ]);
    expect((await setQuantity(visitor, '100001', 2)).orderLevelDiscount).toEqual(money(5_000));
  });

  test('removecouponCode takes the code off, in any case; removing one that is not there is fine too', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 2);
    await add(visitor, 'SAVE50');
    await add(visitor, 'FREESHIP');
    const removed = await removeCode(visitor, { code: ' save50' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Rabattkoden SAVE50 är borttagen.', cart: expect.any(Object) });
    expect(removed.body.cart.appliedCouponCodes).toEqual(['FREESHIP']);
    expect(removed.body.cart.orderLevelDiscount).toEqual(money(0));
    expect(removed.body.cart).toEqual(await getCart(visitor));
    expect((await removeCode(visitor, { code: 'SAVE50' })).body.success).toBe(true);
    expect((await removeCode(anIdentity(), { code: 'SAVE50' })).body).toEqual(expect.objectContaining({ success: true, cart: expect.objectContaining({ cartId: '' }) }));
  });

  test('deleting the cart deletes its codes', async () => {
    const visitor = anIdentity();
    await setQuantity(visitor, '100001', 1);
    await add(visitor, 'WELCOME10');
    await request(url()).post('/cart/deletecart').set(identityHeaders(visitor));
    expect(await storedCodes(visitor)).toEqual([]);
    expect((await getCart(visitor)).appliedCouponCodes).toEqual([]);
  });

  test.each([
    ['no body', undefined],
    ['no code', {}],
    ['an empty code', { code: '' }],
    ['only spaces', { code: '   ' }],
    ['41 characters', { code: 'A'.repeat(41) }],
    ['a number', { code: 50 }],
    ['a list', { code: ['SAVE50'] }],
    ['a control character', { code: 'SAVE\u000050' }],
  ])('a malformed body (%s) is a 400 bad_request on both calls, and nothing changes', async (_what, body) => {
    const visitor = anIdentity();
    for (const call of [addCode, removeCode]) {
      const response = await call(visitor, body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    }
    expect(await context().db.query('SELECT id FROM carts WHERE owner_id = $1', [visitor.visitorId])).toEqual([]);
  });

  test('malformed JSON is a 400, and a request without a visitor is a 400 no_visitor', async () => {
    const response = await request(url()).post('/cart/addcouponCode').set(identityHeaders(anIdentity())).set('content-type', 'application/json').send('{"code":');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    const nobody = anIdentity({ visitorId: undefined });
    for (const call of [addCode, removeCode]) expect((await call(nobody, { code: 'SAVE50' })).body.error.code).toBe('no_visitor');
  });

  test('the database keeps the rules of codes and redemptions itself', async () => {
    const refused = [
      `INSERT INTO coupon_codes (code, kind, percent) VALUES ('lower', 'percentage', 10)`,
      `INSERT INTO coupon_codes (code, kind, percent) VALUES ('WELCOME10', 'percentage', 10)`,
      `INSERT INTO coupon_codes (code, kind) VALUES ('NOPERCENT', 'percentage')`,
      `INSERT INTO coupon_codes (code, kind, percent) VALUES ('TOOMUCH', 'percentage', 101)`,
      `INSERT INTO coupon_codes (code, kind, max_uses, uses) VALUES ('OVERUSED', 'freeShipping', 1, 2)`,
      `INSERT INTO coupon_codes (code, kind, markets) VALUES ('NOWHERE', 'freeShipping', '{SE,US}')`,
      `INSERT INTO coupon_code_amounts (code, currency, amount_off) VALUES ('SAVE50', 'USD', 100)`,
      `INSERT INTO promotions (id, kind) VALUES ('no-gift', 'giftWithPurchase')`,
    ];
    for (const sql of refused) await expect(context().db.query(sql)).rejects.toThrow();
    const [cart] = await context().db.query<{ id: string }>(`INSERT INTO carts (owner_kind, owner_id, market, currency) VALUES ('visitor', 'db-rules', 'SE', 'SEK') RETURNING id`);
    await expect(context().db.query(`INSERT INTO cart_coupon_codes (cart_id, code) VALUES ($1, 'NOSUCHCODE')`, [cart!.id])).rejects.toThrow();
    const redeem = () =>
      context().db.query(`INSERT INTO coupon_redemptions (code, order_id, owner_key, once_per_customer) VALUES ('BEAUTY20', gen_random_uuid(), 'member:db-rules', true)`);
    await redeem();
    await expect(redeem()).rejects.toThrow();
  });

  // Last: from here on the stand-in catalog knows the demo gift and add-on products.
  test('from 800 kr the demo gift is in the cart at price zero; the add-on offer unlocks at 300 kr', async () => {
    context().catalog.add(
      { ...lipstick, code: '108280', productCode: 'P10444', slug: 'blur-glow-sheet-mask', productName: 'Blur Glow Sheet Mask', variesBy: 'SIZE', size: '1 pcs', unit: 'pcs', prices: pricesOf({ amount: 2_900 }, { amount: 290 }, { amount: 1_199 }) },
      { ...lipstick, code: '108860', productCode: 'P10530', slug: 'satin-lip-treatment', productName: 'Satin Lip Treatment', variesBy: 'SIZE', size: '4,8 g', unit: 'g', prices: pricesOf({ amount: 4_900 }, { amount: 490 }, { amount: 2_099 }) },
    );
    const visitor = anIdentity();
    const small = await setQuantity(visitor, '100001', 1);
    expect(small.items.map((line) => line.code)).toEqual(['100001']);
    expect(small.addonOffers).toEqual([
      expect.objectContaining({ code: '108860', name: 'Läppvård till specialpris', offerPrice: money(2_500), ordinaryPrice: money(4_900), amountLeft: money(5_100) }),
    ]);

    const big = await setQuantity(visitor, '100001', 4);
    expect(big.items.map((line) => [line.code, line.quantity, line.isGift, line.price.current.amount])).toEqual([
      ['100001', 4, false, 99_600],
      ['108280', 1, true, 0],
    ]);
    expect(big.promotions).toEqual([{ code: 'gift-sheet-mask', kind: 'giftWithPurchase', name: 'Gåva: en ansiktsmask på köpet', discount: money(0) }]);
    expect(big.subTotal).toEqual(money(99_600));
    expect(big.addonOffers[0]!.amountLeft).toEqual(money(0));

    const withAddon = await setQuantity(visitor, '108860', 1);
    expect(withAddon.addonOffers).toEqual([]);
    expect(withAddon.promotions).toEqual(expect.arrayContaining([{ code: 'addon-lip-treatment', kind: 'addonOffer', name: 'Läppvård till specialpris', discount: money(2_400) }]));
    expect(withAddon.orderLevelDiscount).toEqual(money(2_400));
    expect(withAddon.subTotalWithOrderLevelDiscount).toEqual(money(99_600 + 4_900 - 2_400));
  });
});
