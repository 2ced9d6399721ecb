import { priceIn, psychologicalPrice } from './pricing';

test.each([
  [199.4, 'SEK', 19_900],
  [87, 'SEK', 8_900],
  [1_263, 'NOK', 124_900],
  [4, 'DKK', 900],
  [19.2, 'EUR', 1_890],
  [123, 'EUR', 12_495],
  [49.4, 'PLN', 4_899],
  [151, 'PLN', 14_999],
] as const)('%d %s is rounded to %d minor units', (value, currency, expected) => {
  expect(psychologicalPrice(value, currency)).toBe(expected);
});

test('prices in other currencies follow the SEK list value through the price-list rate', () => {
  expect(priceIn('SEK', 249)).toBe(24_900);
  expect(priceIn('EUR', 249)).toBe(2_390);
  expect(priceIn('PLN', 249)).toBe(9_999);
});
