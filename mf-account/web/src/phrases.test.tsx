import { platformPhraseTables } from '@storefront/platform/phrases';
import { phraseKeysUsedIn } from '@storefront/platform/testing';
import { textAreas } from './texts';

// Every key in every language is texts/texts.test.ts; this one checks team Account's browser code against
// its phrase areas: each area's keys start with the prefixes listed, and every key is asked for somewhere below src.
const areas: Record<string, string[]> = {
  'account-box': ['AccountBox', 'Account'],
  member: ['Member'],
  'my-pages': ['MyPages'],
};

describe.each(Object.entries(areas))('phrase area %s', (area, prefixes) => {
  const english = textAreas[area]?.['en-US'] ?? {};
  const used = new Set(prefixes.flatMap((prefix) => phraseKeysUsedIn(__dirname, prefix)));

  test('exists and keeps to its prefixes', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    const prefixOf = (key: string) => key.split('/')[1] ?? '';
    expect(Object.keys(english).filter((key) => !prefixes.includes(prefixOf(key)))).toEqual([]);
  });

  test('every key the code asks for exists', () => {
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });

  test('every key is used', () => {
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });
});

test('the common phrases it borrows exist', () => {
  const common = platformPhraseTables.common!['en-US'];
  const borrowed = [...phraseKeysUsedIn(__dirname, 'Common'), ...phraseKeysUsedIn(__dirname, 'Errors')];
  expect(borrowed.length).toBeGreaterThan(0);
  expect(borrowed.filter((key) => !(key in common))).toEqual([]);
});
