import { buildCart, loyaltyPointsFor } from './build-cart';
import { freeShippingThresholds } from './free-shipping';
import { shopperOf } from './shopper';
import { productAt, visitorIn } from '../testing/cart-products';

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });

test('an empty cart has zero totals, the whole free-shipping threshold left and the contract defaults', () => {
  expect(buildCart(visitorIn('SE'), '', [], new Map())).toEqual({
    cartId: '',
    items: [],
    isLoading: false,
    subTotal: sek(0),
    subTotalWithOrderLevelDiscount: sek(0),
    orderLevelDiscount: sek(0),
    totalSavings: sek(0),
    promotions: [],
    amountLeftToFreeShipping: sek(49_900),
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
});

test('line totals, subtotal, savings and tracking are integer minor units from the price of one', () => {
  const onSale = productAt('100002', {
    current: sek(39_900),
    useDiscountStyling: true,
    comparisonPrices: [{ type: 'current', typeText: 'Previous price', value: sek(49_900), isEach: false }],
    unitPrice: { value: sek(1_330_000), measure: 'l' },
  });
  const plain = productAt('100001', { current: sek(24_950) });
  const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100002', quantity: 3 }, { code: '100001', quantity: 2 }], new Map([['100002', onSale], ['100001', plain]]));
  expect(cart.items.map((line) => [line.code, line.quantity, line.price.current.amount, line.price.eachPrice?.amount])).toEqual([
    ['100002', 3, 119_700, 39_900],
    ['100001', 2, 49_900, 24_950],
  ]);
  expect(cart.items[0]!.price.comparisonPrices[0]!.value).toEqual(sek(149_700));
  expect(cart.items[0]!.price.unitPrice).toEqual({ value: sek(1_330_000), measure: 'l' });
  expect(cart.subTotal).toEqual(sek(169_600));
  expect(cart.subTotalWithOrderLevelDiscount).toEqual(sek(169_600));
  expect(cart.totalSavings).toEqual(sek(30_000));
  expect(cart.loyaltyPointsEarned).toBe(1_696);
  expect(cart.amountLeftToFreeShipping).toEqual(sek(0));
  expect(cart.trackingItems).toEqual([
    { id: '100002', quantity: 3, price: sek(39_900) },
    { id: '100001', quantity: 2, price: sek(24_950) },
  ]);
  expect(Object.values(cart).filter((value) => typeof value === 'number').every(Number.isInteger)).toBe(true);
});

test('a member saves the difference to the ordinary price once, and the cart says it has member prices', () => {
  const member = shopperOf({ userId: 'u-1', market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: 0 });
  const memberPriced = productAt('100003', {
    current: sek(15_900),
    isMemberPrice: true,
    useDiscountStyling: true,
    comparisonPrices: [{ type: 'current', typeText: 'Ordinary price', value: sek(19_900), isEach: false }],
  });
  const cart = buildCart(member, 'c-1', [{ code: '100003', quantity: 2 }], new Map([['100003', memberPriced]]));
  expect(cart.totalSavings).toEqual(sek(8_000));
  expect(cart.hasItemsWithMemberPrices).toBe(true);
});

test('a visitor sees the member price of a line for the whole quantity, without saving it', () => {
  const withMemberPrice = productAt('100003', { current: sek(19_900), memberPrice: sek(15_900) });
  const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100003', quantity: 2 }], new Map([['100003', withMemberPrice]]));
  expect(cart.items[0]!.price.memberPrice).toEqual(sek(31_800));
  expect(cart.totalSavings).toEqual(sek(0));
  expect(cart.hasItemsWithMemberPrices).toBe(true);
});

test('a line whose product the catalog no longer has is left out', () => {
  const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100001', quantity: 1 }, { code: '999999', quantity: 4 }], new Map([['100001', productAt('100001', { current: sek(100) })], ['999999', null]]));
  expect(cart.items.map((line) => line.code)).toEqual(['100001']);
  expect(cart.subTotal).toEqual(sek(100));
});

test.each([
  ['SE', 'SEK', 49_900],
  ['NO', 'NOK', 59_900],
  ['DK', 'DKK', 44_900],
  ['FI', 'EUR', 4_900],
  ['AT', 'EUR', 4_900],
  ['DE', 'EUR', 4_900],
  ['NL', 'EUR', 4_900],
  ['PL', 'PLN', 19_900],
] as const)('in %s free shipping starts at %s %i minor units; reached it is zero money', (market, currency, threshold) => {
  expect(freeShippingThresholds[market]).toBe(threshold);
  const one = (amount: number) => new Map([['100001', productAt('100001', { current: { amount, currency } })]]);
  const line = [{ code: '100001', quantity: 1 }];
  expect(buildCart(visitorIn(market), 'c', line, one(threshold - 1)).amountLeftToFreeShipping).toEqual({ amount: 1, currency });
  expect(buildCart(visitorIn(market), 'c', line, one(threshold)).amountLeftToFreeShipping).toEqual({ amount: 0, currency });
  expect(buildCart(visitorIn(market), 'c', line, one(threshold + 5_000)).amountLeftToFreeShipping).toEqual({ amount: 0, currency });
});

test('one loyalty point per whole currency unit', () => {
  expect([0, 99, 100, 4_999, 169_600].map(loyaltyPointsFor)).toEqual([0, 0, 1, 49, 1_696]);
});

describe('with promotions', () => {
  const rule = (code: string, kind: 'percentage' | 'fixed' | 'freeShipping', amount: number | null = null) => ({
    code,
    kind,
    percent: kind === 'percentage' ? amount : null,
    amountOff: kind === 'fixed' ? amount : null,
    minimumOrder: 0,
    startsAt: null,
    expiresAt: null,
    maxUses: null,
    uses: 0,
    oncePerCustomer: false,
    markets: null,
    disabled: false,
    usedByShopper: false,
  });
  const now = new Date('2026-03-01T00:00:00Z');
  const onSale = productAt('100002', {
    current: sek(39_900),
    comparisonPrices: [{ type: 'current', typeText: 'Previous price', value: sek(49_900), isEach: false }],
  });
  const products = new Map([['100002', onSale], ['108280', productAt('108280', { current: sek(2_900) })]]);

  test('the order discount comes off the totals; savings add it to the line savings; points are earned on what is paid', () => {
    const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100002', quantity: 1 }], products, { couponCodes: [rule('WELCOME10', 'percentage', 10)], automatic: [], now });
    expect(cart.subTotal).toEqual(sek(39_900));
    expect(cart.orderLevelDiscount).toEqual(sek(3_990));
    expect(cart.subTotalWithOrderLevelDiscount).toEqual(sek(35_910));
    expect(cart.totalSavings).toEqual(sek(10_000 + 3_990));
    expect(cart.loyaltyPointsEarned).toBe(359);
    expect(cart.amountLeftToFreeShipping).toEqual(sek(49_900 - 35_910));
    expect(cart.hasFreeShipping).toBe(false);
    expect(cart.appliedCouponCodes).toEqual(['WELCOME10']);
    expect(cart.enteredPromotionCode).toBe('WELCOME10');
  });

  test('a discount can take the goods under the free-shipping threshold', () => {
    const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100002', quantity: 2 }], products, { couponCodes: [rule('SAVE', 'fixed', 30_000)], automatic: [], now });
    expect(cart.subTotalWithOrderLevelDiscount).toEqual(sek(49_800));
    expect(cart.amountLeftToFreeShipping).toEqual(sek(100));
    expect(cart.hasFreeShipping).toBe(false);
  });

  test('a free-shipping code: nothing left to free shipping, and free shipping; the last code entered is the entered one', () => {
    const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100002', quantity: 1 }], products, {
      couponCodes: [rule('FREESHIP', 'freeShipping'), rule('SAVE50', 'fixed', 5_000)],
      automatic: [],
      now,
    });
    expect(cart.amountLeftToFreeShipping).toEqual(sek(0));
    expect(cart.hasFreeShipping).toBe(true);
    expect(cart.orderLevelDiscount).toEqual(sek(5_000));
    expect(cart.enteredPromotionCode).toBe('SAVE50');
    // An empty cart has no shipping to be free.
    expect(buildCart(visitorIn('SE'), 'c-1', [], products, { couponCodes: [rule('FREESHIP', 'freeShipping')], automatic: [], now }).hasFreeShipping).toBe(false);
  });

  test('a gift shows among the items at price zero, but not in the totals or tracking', () => {
    const gift = { id: 'gift', kind: 'giftWithPurchase' as const, name: 'Gift', minimumOrder: 80_000, percent: null, amountOff: null, giftCode: '108280', addonCode: null, offerPrice: null };
    const cart = buildCart(visitorIn('SE'), 'c-1', [{ code: '100002', quantity: 3 }], products, { couponCodes: [], automatic: [gift], now });
    expect(cart.items.map((line) => [line.code, line.quantity, line.isGift, line.price.current.amount])).toEqual([
      ['100002', 3, false, 119_700],
      ['108280', 1, true, 0],
    ]);
    expect(cart.subTotal).toEqual(sek(119_700));
    expect(cart.trackingItems.map((item) => item.id)).toEqual(['100002']);
    expect(cart.promotions).toEqual([{ code: 'gift', kind: 'giftWithPurchase', name: 'Gift', discount: sek(0) }]);
  });

  test('a member’s discount is taken from the member price', () => {
    const member = shopperOf({ userId: 'u-1', market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: 0 });
    const memberPriced = productAt('100003', {
      current: sek(15_900),
      isMemberPrice: true,
      comparisonPrices: [{ type: 'current', typeText: 'Ordinary price', value: sek(19_900), isEach: false }],
    });
    const cart = buildCart(member, 'c-1', [{ code: '100003', quantity: 1 }], new Map([['100003', memberPriced]]), { couponCodes: [rule('WELCOME10', 'percentage', 10)], automatic: [], now });
    expect(cart.orderLevelDiscount).toEqual(sek(1_590));
    expect(cart.totalSavings).toEqual(sek(4_000 + 1_590));
    expect(cart.promotions[0]!.name).toBe('Rabattkod WELCOME10');
  });
});
