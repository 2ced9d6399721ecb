import { maxBuyableQuantityPerArticle, mergedQuantity, quantityProblem } from './quantity-rules';

test('a quantity is a whole number from 0 to the site maximum of 10', () => {
  expect(maxBuyableQuantityPerArticle).toBe(10);
  expect([0, 1, 5, 10].map((quantity) => quantityProblem(quantity))).toEqual([null, null, null, null]);
  for (const quantity of [-1, 11, 2.5, Number.NaN, 1e9]) expect(quantityProblem(quantity)).toMatch(/whole number from 0 to 10/);
});

test("a quantity above the line's own maximum is refused; 0 is always fine", () => {
  expect(quantityProblem(3, 3)).toBeNull();
  expect(quantityProblem(4, 3)).toBe('At most 3 can be bought.');
  expect(quantityProblem(1, 0)).toBe('This product cannot be bought right now.');
  expect(quantityProblem(0, 0)).toBeNull();
});

test('merging carts adds quantities up to the site maximum and the product maximum, never below either cart', () => {
  expect(mergedQuantity(0, 2)).toBe(2);
  expect(mergedQuantity(1, 2)).toBe(3);
  expect(mergedQuantity(7, 6)).toBe(10);
  expect(mergedQuantity(2, 2, 3)).toBe(3);
  expect(mergedQuantity(1, 1, 20)).toBe(2);
  expect(mergedQuantity(9, 9, 20)).toBe(10);
  // A product that ran low or out since: the merge adds nothing, and takes nothing away either.
  expect(mergedQuantity(5, 1, 3)).toBe(5);
  expect(mergedQuantity(0, 2, 0)).toBe(2);
  expect(mergedQuantity(1, 2, 0)).toBe(2);
});
