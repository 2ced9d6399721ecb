import type { CurrencyCode, Culture, MarketCode } from '@storefront/platform';
import { currencyFor } from '@storefront/platform';
import type { CartProduct } from '../catalog/cart-product';
import { productAt } from '../testing/cart-products';
import { computePromotions, percentOff, type AutomaticPromotion, type PricedLine } from './compute-promotions';
import type { CouponCodeRule } from './coupon-code-rule';

const now = new Date('2026-03-01T12:00:00Z');
const sek = (amount: number) => ({ amount, currency: 'SEK' as const });

const aRule = (overrides: Partial<CouponCodeRule> = {}): CouponCodeRule => ({
  code: 'TEST10',
  kind: 'percentage',
  percent: 10,
  amountOff: null,
  minimumOrder: 0,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  uses: 0,
  oncePerCustomer: false,
  markets: null,
  disabled: false,
  usedByShopper: false,
  ...overrides,
});

const aPromotion = (overrides: Partial<AutomaticPromotion> & Pick<AutomaticPromotion, 'id' | 'kind'>): AutomaticPromotion => ({
  name: `Promotion ${overrides.id}`,
  minimumOrder: 0,
  percent: null,
  amountOff: null,
  giftCode: null,
  addonCode: null,
  offerPrice: null,
  ...overrides,
});

/** One line of `amount` minor units (for the whole line). */
const lineOf = (amount: number, code = '100001', currency: CurrencyCode = 'SEK'): PricedLine => ({
  product: productAt(code, { current: { amount, currency } }),
  quantity: 1,
});

interface Setup {
  lines?: PricedLine[];
  codes?: CouponCodeRule[];
  automatic?: AutomaticPromotion[];
  products?: CartProduct[];
  market?: MarketCode;
  culture?: Culture;
}

function compute({ lines = [lineOf(100_000)], codes = [], automatic = [], products = [], market = 'SE', culture = 'en-US' }: Setup) {
  const subTotal = lines.reduce((sum, line) => sum + line.product.price.current.amount * line.quantity, 0);
  return computePromotions(lines, subTotal, {
    couponCodes: codes,
    automatic,
    now,
    market,
    culture,
    currency: currencyFor(market),
    products: new Map(products.map((product) => [product.code, product])),
  });
}

describe('rounding', () => {
  test('a percentage is rounded up to the whole minor unit, in the shopper’s favour', () => {
    expect(percentOff(24_995, 10)).toBe(2_500); // 2 499,5 öre
    expect(percentOff(333, 15)).toBe(50); // 49,95
    expect(percentOff(1_000, 10)).toBe(100);
    expect(percentOff(1, 1)).toBe(1);
    expect(percentOff(0, 50)).toBe(0);
  });

  test('a percentage code on 249,95 kr takes 25 kr off', () => {
    const outcome = compute({ lines: [lineOf(24_995)], codes: [aRule()] });
    expect(outcome.orderLevelDiscount).toBe(2_500);
    expect(outcome.promotions).toEqual([{ code: 'TEST10', kind: 'couponCode', name: 'Discount code TEST10', discount: sek(2_500) }]);
  });
});

describe('each coupon code kind', () => {
  test('percentage: a share of the goods', () => {
    expect(compute({ codes: [aRule({ percent: 20 })] }).orderLevelDiscount).toBe(20_000);
  });

  test('fixed: the amount in the shopper’s currency', () => {
    const save50 = aRule({ code: 'SAVE50', kind: 'fixed', percent: null, amountOff: 5_000, minimumOrder: 30_000 });
    expect(compute({ codes: [save50] }).promotions).toEqual([{ code: 'SAVE50', kind: 'couponCode', name: 'Discount code SAVE50', discount: sek(5_000) }]);
  });

  test('free shipping: no money off, but free shipping', () => {
    const outcome = compute({ codes: [aRule({ code: 'FREESHIP', kind: 'freeShipping', percent: null })] });
    expect(outcome.orderLevelDiscount).toBe(0);
    expect(outcome.hasFreeShippingCode).toBe(true);
    expect(outcome.promotions).toEqual([{ code: 'FREESHIP', kind: 'freeShipping', name: 'Free shipping with FREESHIP', discount: sek(0) }]);
  });

  test('a discount never takes more than the goods: the total does not go below zero', () => {
    expect(compute({ lines: [lineOf(3_000)], codes: [aRule({ kind: 'fixed', percent: null, amountOff: 5_000 })] }).orderLevelDiscount).toBe(3_000);
    expect(compute({ lines: [lineOf(3_000)], codes: [aRule({ percent: 100 })] }).orderLevelDiscount).toBe(3_000);
  });

  test('the names are in the shopper’s language', () => {
    const outcome = compute({ codes: [aRule()], market: 'DE', culture: 'de-DE', lines: [lineOf(5_000, '100001', 'EUR')] });
    expect(outcome.promotions[0]).toEqual({ code: 'TEST10', kind: 'couponCode', name: 'Rabattcode TEST10', discount: { amount: 500, currency: 'EUR' } });
  });
});

describe('a code whose condition does not hold stays listed, gives nothing and says why', () => {
  test('under the minimum: how much is missing', () => {
    const save50 = aRule({ code: 'SAVE50', kind: 'fixed', percent: null, amountOff: 5_000, minimumOrder: 30_000 });
    const outcome = compute({ lines: [lineOf(24_900)], codes: [save50] });
    expect(outcome.orderLevelDiscount).toBe(0);
    expect(outcome.promotions).toEqual([
      { code: 'SAVE50', kind: 'couponCode', name: 'Discount code SAVE50', discount: sek(0), notAppliedReason: 'Spend 51 kr more to use the discount code SAVE50.' },
    ]);
    // Exactly at the minimum it applies.
    expect(compute({ lines: [lineOf(30_000)], codes: [save50] }).orderLevelDiscount).toBe(5_000);
  });

  test.each([
    ['expired', { expiresAt: new Date('2026-02-01T00:00:00Z') }, 'The discount code TEST10 has expired.'],
    ['expiring right now', { expiresAt: now }, 'The discount code TEST10 has expired.'],
    ['not started', { startsAt: new Date('2099-01-01T00:00:00+01:00') }, 'The discount code TEST10 is valid from January 1, 2099.'],
    ['used up', { maxUses: 1, uses: 1 }, 'The discount code TEST10 has been used up.'],
    ['used by this customer', { oncePerCustomer: true, usedByShopper: true }, 'You have already used the discount code TEST10.'],
    ['for other markets', { markets: ['NO', 'DK'] as MarketCode[] }, 'The discount code TEST10 is not valid in this country.'],
    ['fixed without an amount in this currency', { kind: 'fixed' as const, percent: null, amountOff: null }, 'The discount code TEST10 is not valid in this country.'],
    ['disabled', { disabled: true }, 'The discount code TEST10 can no longer be used.'],
  ])('%s', (_what, overrides, reason) => {
    const outcome = compute({ codes: [aRule(overrides)] });
    expect(outcome.orderLevelDiscount).toBe(0);
    expect(outcome.promotions).toEqual([expect.objectContaining({ code: 'TEST10', discount: sek(0), notAppliedReason: reason })]);
  });

  test('a refused free-shipping code gives no free shipping', () => {
    expect(compute({ codes: [aRule({ kind: 'freeShipping', percent: null, disabled: true })] }).hasFreeShippingCode).toBe(false);
  });

  test('once per customer is fine for a customer who has not used it, and a market on the list is fine', () => {
    expect(compute({ codes: [aRule({ oncePerCustomer: true, markets: ['SE'] })] }).orderLevelDiscount).toBe(10_000);
  });
});

describe('stacking', () => {
  test('a discount code and a free-shipping code both apply', () => {
    const outcome = compute({ codes: [aRule({ code: 'FREESHIP', kind: 'freeShipping', percent: null }), aRule({ code: 'WELCOME10' })] });
    expect(outcome.hasFreeShippingCode).toBe(true);
    expect(outcome.orderLevelDiscount).toBe(10_000);
    expect(outcome.promotions.map((promotion) => promotion.code)).toEqual(['FREESHIP', 'WELCOME10']);
  });

  test('automatic discounts come first; a percentage code takes its share of what is left', () => {
    const automatic = [aPromotion({ id: 'spring', kind: 'orderDiscount', percent: 10 }), aPromotion({ id: 'thanks', kind: 'orderDiscount', amountOff: 1_000, minimumOrder: 50_000 })];
    const outcome = compute({ lines: [lineOf(100_000)], automatic, codes: [aRule({ percent: 10 })] });
    // 10 % of 1 000 kr = 100 kr; 10 kr; then 10 % of the 890 kr left = 89 kr.
    expect(outcome.promotions.map((promotion) => [promotion.code, promotion.kind, promotion.discount.amount])).toEqual([
      ['spring', 'orderDiscount', 10_000],
      ['thanks', 'orderDiscount', 1_000],
      ['TEST10', 'couponCode', 8_900],
    ]);
    expect(outcome.orderLevelDiscount).toBe(19_900);
  });

  test('an automatic discount under its minimum does not show', () => {
    const outcome = compute({ lines: [lineOf(40_000)], automatic: [aPromotion({ id: 'thanks', kind: 'orderDiscount', amountOff: 1_000, minimumOrder: 50_000 })] });
    expect(outcome.promotions).toEqual([]);
  });
});

describe('gift with purchase', () => {
  const gift = aPromotion({ id: 'gift-sheet-mask', kind: 'giftWithPurchase', name: 'Gift: a sheet mask', giftCode: '108280', minimumOrder: 80_000 });
  const mask = productAt('108280', { current: sek(2_900) }, { entryName: 'Sheet Mask' });

  test('from the threshold on: a gift line at price zero, quantity 1, and the promotion', () => {
    const outcome = compute({ lines: [lineOf(80_000)], automatic: [gift], products: [mask] });
    expect(outcome.giftLines).toEqual([
      expect.objectContaining({ code: '108280', entryName: 'Sheet Mask', isGift: true, quantity: 1, maxQuantity: 1, price: expect.objectContaining({ current: sek(0), eachPrice: sek(0), comparisonPrices: [] }) }),
    ]);
    expect(outcome.promotions).toEqual([{ code: 'gift-sheet-mask', kind: 'giftWithPurchase', name: 'Gift: a sheet mask', discount: sek(0) }]);
    expect(outcome.orderLevelDiscount).toBe(0);
  });

  test('below the threshold, or when the catalog does not know the gift or has none left, there is none', () => {
    expect(compute({ lines: [lineOf(79_999)], automatic: [gift], products: [mask] }).giftLines).toEqual([]);
    for (const products of [[], [{ ...mask, maxQuantity: 0 }]]) {
      const outcome = compute({ lines: [lineOf(90_000)], automatic: [gift], products });
      expect(outcome.giftLines).toEqual([]);
      expect(outcome.promotions).toEqual([]);
    }
  });
});

describe('add-on offers', () => {
  const offer = aPromotion({ id: 'addon-lip', kind: 'addonOffer', name: 'Lip treatment at a special price', addonCode: '108860', minimumOrder: 30_000, offerPrice: 2_500 });
  const balm = productAt('108860', { current: sek(4_900) });

  test('offered with what is left to spend to unlock it', () => {
    const outcome = compute({ lines: [lineOf(20_000)], automatic: [offer], products: [balm] });
    expect(outcome.addonOffers).toEqual([
      { code: '108860', name: 'Lip treatment at a special price', offerPrice: sek(2_500), ordinaryPrice: sek(4_900), amountLeft: sek(10_000), url: balm.url, image: balm.image },
    ]);
    expect(compute({ lines: [lineOf(30_000)], automatic: [offer], products: [balm] }).addonOffers[0]!.amountLeft).toEqual(sek(0));
  });

  test('unlocked and in the cart: one of it at the offer price, as an order discount', () => {
    const lines = [lineOf(30_000), { product: balm, quantity: 2 }];
    const outcome = compute({ lines, automatic: [offer], products: [balm] });
    expect(outcome.addonOffers).toEqual([]);
    expect(outcome.promotions).toEqual([{ code: 'addon-lip', kind: 'addonOffer', name: 'Lip treatment at a special price', discount: sek(2_400) }]);
  });

  test('the add-on itself does not count towards unlocking it', () => {
    const outcome = compute({ lines: [lineOf(26_000), { product: balm, quantity: 1 }], automatic: [offer], products: [balm] });
    expect(outcome.promotions).toEqual([]);
    expect(outcome.addonOffers[0]!.amountLeft).toEqual(sek(4_000));
  });

  test('not offered when the catalog does not know it, or the offer is no cheaper than the price', () => {
    expect(compute({ automatic: [offer] }).addonOffers).toEqual([]);
    expect(compute({ automatic: [offer], products: [productAt('108860', { current: sek(2_500) })] }).addonOffers).toEqual([]);
  });
});

test('an empty cart gets no automatic promotions; an entered code is listed with nothing off', () => {
  const automatic = [aPromotion({ id: 'spring', kind: 'orderDiscount', percent: 10 }), aPromotion({ id: 'addon-lip', kind: 'addonOffer', addonCode: '108860', offerPrice: 100 })];
  const outcome = compute({ lines: [], automatic, codes: [aRule()], products: [productAt('108860', { current: sek(4_900) })] });
  expect(outcome).toEqual({
    orderLevelDiscount: 0,
    promotions: [{ code: 'TEST10', kind: 'couponCode', name: 'Discount code TEST10', discount: sek(0) }],
    giftLines: [],
    addonOffers: [],
    hasFreeShippingCode: false,
  });
});
