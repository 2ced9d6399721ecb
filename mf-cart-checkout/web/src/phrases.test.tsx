import { platformPhraseTables } from '@storefront/platform/phrases';
import { phraseKeysUsedIn } from '@storefront/platform/testing';
import { textAreas } from './texts';

// Every key in every language is texts/texts.test.ts; this one checks the cart's code against its table.
const english = textAreas.cart!['en-US'];

test('every key the cart code asks for exists, and every key is used', () => {
  const used = new Set(phraseKeysUsedIn(__dirname, 'Cart'));
  expect([...used].filter((key) => !(key in english))).toEqual([]);
  expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
});

test('the common phrases it borrows exist', () => {
  const common = platformPhraseTables.common!['en-US'];
  const borrowed = phraseKeysUsedIn(__dirname, 'Common');
  expect(borrowed.length).toBeGreaterThan(0);
  expect(borrowed.filter((key) => !(key in common))).toEqual([]);
});
