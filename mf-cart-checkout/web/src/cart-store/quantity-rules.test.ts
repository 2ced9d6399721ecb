import { fallbackMaxQuantity, isValidQuantity, maxQuantityFor } from './quantity-rules';

describe('maxQuantityFor', () => {
  test('the lower of the line maximum and the site maximum', () => {
    expect(maxQuantityFor(5, 10)).toBe(5);
    expect(maxQuantityFor(20, 10)).toBe(10);
  });

  test('ignores a limit that is missing or not a positive number', () => {
    expect(maxQuantityFor(undefined, 10)).toBe(10);
    expect(maxQuantityFor(0, 10)).toBe(10);
    expect(maxQuantityFor(undefined, undefined)).toBe(fallbackMaxQuantity);
  });
});

describe('isValidQuantity', () => {
  test.each([0, 1, 10])('%p is valid up to 10', (quantity) => expect(isValidQuantity(quantity, 10)).toBe(true));
  test.each([-1, 11, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null])('%p is not', (quantity) =>
    expect(isValidQuantity(quantity, 10)).toBe(false),
  );
});
