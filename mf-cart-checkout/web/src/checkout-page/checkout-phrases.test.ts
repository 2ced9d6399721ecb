import path from 'node:path';
import { phraseKeysUsedIn } from '@storefront/platform/testing';
import { textAreas } from '../texts';

// Every key in every language is texts/texts.test.ts; this one checks the checkout's code against its table.
const remoteSource = path.resolve(__dirname, '..');
const english = textAreas.checkout!['en-US'];

test('every checkout key the code asks for exists, and every key in the table is used', () => {
  const used = new Set(phraseKeysUsedIn(remoteSource, 'Checkout'));
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((key) => !(key in english))).toEqual([]);
  expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
});
