import { platformPhraseTables } from '@storefront/platform/phrases';
import { phraseKeysUsedIn } from '@storefront/platform/testing';
import { textAreas } from './texts';

// Every key in every language is texts/texts.test.ts; this one checks team Social's browser code against its texts:
// every /Social/ key the code asks for exists, every one published is asked for, and the platform's it borrows exist.
const published = new Set(Object.values(textAreas).flatMap((table) => Object.keys(table['en-US'])));
const used = new Set(phraseKeysUsedIn(__dirname, 'Social'));

test('every key the code asks for exists', () => {
  expect(used.size).toBeGreaterThan(50);
  expect([...used].filter((key) => !published.has(key))).toEqual([]);
});

test('every key is used', () => {
  expect([...published].filter((key) => !used.has(key))).toEqual([]);
});

test('the common phrases it borrows exist', () => {
  const common = platformPhraseTables.common!['en-US'];
  const borrowed = [...phraseKeysUsedIn(__dirname, 'Common'), ...phraseKeysUsedIn(__dirname, 'Errors')];
  expect(borrowed.length).toBeGreaterThan(0);
  expect(borrowed.filter((key) => !(key in common))).toEqual([]);
});
