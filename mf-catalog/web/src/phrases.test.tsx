import { phraseTables } from '@storefront/platform/phrases';
import { phraseKeysUsedIn } from '@storefront/platform/testing';

// Every key in every language is the platform's phrase test; this one checks the catalog's code against its table.
const english = phraseTables.catalog!['en-US'];

test('every key the catalog code asks for exists', () => {
  const used = phraseKeysUsedIn(__dirname, 'Catalog');
  const measures = ['l', 'kg', 'st'].map((measure) => `/Catalog/Measure/${measure}`);
  expect(used.length).toBeGreaterThan(20);
  expect([...used, ...measures].filter((key) => !(key in english))).toEqual([]);
});
