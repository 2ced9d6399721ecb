import { editDistance } from './edit-distance';

test.each([
  ['gmail', 'gmail', 0],
  ['gmial', 'gmail', 1],
  ['gmal', 'gmail', 1],
  ['gmaill', 'gmail', 1],
  ['hotmial', 'hotmail', 1],
  ['yahooo', 'yahoo', 1],
  ['con', 'com', 1],
  ['', 'se', 2],
  ['kitten', 'sitting', 3],
])('%s → %s is %i', (a, b, distance) => {
  expect(editDistance(a, b)).toBe(distance);
  expect(editDistance(b, a)).toBe(distance);
});
