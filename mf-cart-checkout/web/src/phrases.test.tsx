import { phraseTables } from '@storefront/platform/phrases';
import { phraseKeysUsedIn } from '@storefront/platform/testing';

// Every key in every language is the platform's phrase test; this one checks the cart's code against its table.
const english = phraseTables.cart!['en-US'];

test('every key the cart code asks for exists, and every key is used', () => {
  const used = new Set(phraseKeysUsedIn(__dirname, 'Cart'));
  expect([...used].filter((key) => !(key in english))).toEqual([]);
  expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
});

test('the common phrases it borrows exist', () => {
  const common = phraseTables.common!['en-US'];
  const borrowed = phraseKeysUsedIn(__dirname, 'Common');
  expect(borrowed.length).toBeGreaterThan(0);
  expect(borrowed.filter((key) => !(key in common))).toEqual([]);
});
