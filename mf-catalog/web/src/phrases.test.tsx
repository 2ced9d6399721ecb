import { phraseKeysUsedIn } from '@storefront/platform/testing';
import { textAreas } from './texts';

// Every key in every language is texts/texts.test.tsx; this one checks the catalog's code against its tables:
// each key prefix the catalog's code uses belongs to one of its phrase areas.
const areas: [prefix: string, area: string, extraKeys?: string[]][] = [
  ['Catalog', 'catalog', ['l', 'kg', 'st'].map((measure) => `/Catalog/Measure/${measure}`)],
  ['Search', 'search'],
  ['QuickSearch', 'quick-search'],
  ['Listings', 'listings'],
  ['Fragrance', 'fragrance'],
  ['ProductPage', 'product-page'],
  ['Stores', 'stores', ['in-stock', 'few-left', 'out-of-stock'].map((level) => `/Stores/Level/${level}`).concat(['makeup-consultation', 'skin-analysis', 'click-and-collect', 'brow-bar'].map((service) => `/Stores/Service/${service}`))],
];

test.each(areas)('every /%s/ key the catalog code asks for exists in the %s area', (prefix, area, extraKeys = []) => {
  const english = textAreas[area]!['en-US'];
  const used = phraseKeysUsedIn(__dirname, prefix);
  expect([...used, ...extraKeys].filter((key) => !(key in english))).toEqual([]);
});

test('the catalog code asks for its texts by key', () => {
  expect(phraseKeysUsedIn(__dirname, 'Catalog').length).toBeGreaterThan(20);
});
