import path from 'node:path';
import { phraseTables } from '@storefront/platform/phrases';
import { phraseKeysUsedIn } from '@storefront/platform/testing';

// Every key in every language is the platform's phrase test; this one checks the checkout's code against its table.
const remoteSource = path.resolve(__dirname, '..');
const english = phraseTables.checkout!['en-US'];

test('every checkout key the code asks for exists, and every key in the table is used', () => {
  const used = new Set(phraseKeysUsedIn(remoteSource, 'Checkout'));
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((key) => !(key in english))).toEqual([]);
  expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
});
