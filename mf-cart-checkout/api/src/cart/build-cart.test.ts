import type { MarketCode, Price } from '@storefront/platform';
import type { CartProduct } from '../catalog/cart-product';
import { buildCart, loyaltyPointsFor } from './build-cart';
import { freeShippingThresholds } from './free-shipping';
import { shopperOf, type Shopper } from './shopper';

const visitorIn = (market: MarketCode): Shopper =>
  shopperOf({ userId: null, visitorId: 'v-1', market, culture: 'en-US', isStoreDevice: false, issuedAt: 0 });

function productAt(code: string, price: Partial<Price> & Pick<Price, 'current'>): CartProduct {
  return {
    code,
    url: `/p/thing/${code}`,
    image: { src: `/images/products/${code}/1`, altText: '', sourceWidth: 2880, sourceHeight: 2880 },
    brandName: 'Brand',
    entryName: 'Thing',
    size: '30',
    unit: 'ml',
    productVariesBy: 'SIZE',
    price: { useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [], ...price },
    maxQuantity: 10,
    isGift: false,
    isExpressHandling: false,
    isGiftWrapProduct: false,
    isPrescriptionFreeProduct: false,
    isNicotineProduct: false,
    displayName: '30 ml',
  };
}

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
