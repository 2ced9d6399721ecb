import { priceFor, type PriceRecord } from './price';
import type { Shopper } from './shopper';

const anonymous: Shopper = { market: 'SE', culture: 'sv-SE', currency: 'SEK', isMember: false };
const member: Shopper = { ...anonymous, isMember: true };
const record = (overrides: Partial<PriceRecord>): PriceRecord => ({
  amount: 19_900,
  previous_amount: null,
  member_amount: null,
  size_unit: 'ml',
  size_milli: 50_000,
  ...overrides,
});

test('a plain price with its unit price per litre', () => {
  expect(priceFor(record({}), anonymous)).toEqual({
    current: { amount: 19_900, currency: 'SEK' },
    useDiscountStyling: false,
    isMemberPrice: false,
    isPremium: false,
    comparisonPrices: [],
    unitPrice: { value: { amount: 398_000, currency: 'SEK' }, measure: 'l' },
  });
});

test('a sale shows the previous price as the comparison of type current', () => {
  const price = priceFor(record({ previous_amount: 24_900 }), anonymous);
  expect(price.useDiscountStyling).toBe(true);
  expect(price.comparisonPrices).toEqual([{ type: 'current', typeText: 'Tidigare pris', value: { amount: 24_900, currency: 'SEK' }, isEach: false }]);
});

test('members pay the member price; others see it beside the current price', () => {
  const forMember = priceFor(record({ member_amount: 16_900 }), member);
  expect(forMember.current.amount).toBe(16_900);
  expect(forMember.isMemberPrice).toBe(true);
  expect(forMember.comparisonPrices[0]?.value.amount).toBe(19_900);
  const forOthers = priceFor(record({ member_amount: 16_900 }), anonymous);
  expect(forOthers.current.amount).toBe(19_900);
  expect(forOthers.memberPrice).toEqual({ amount: 16_900, currency: 'SEK' });
});

test('unit prices per kilogram and per piece; none for a single piece', () => {
  expect(priceFor(record({ size_unit: 'g', size_milli: 3_500 }), anonymous).unitPrice).toEqual({
    value: { amount: 5_685_714, currency: 'SEK' },
    measure: 'kg',
  });
  expect(priceFor(record({ size_unit: 'st', size_milli: 60_000 }), anonymous).unitPrice?.value.amount).toBe(332);
  expect(priceFor(record({ size_unit: 'st', size_milli: 1_000 }), anonymous).unitPrice).toBeUndefined();
});
