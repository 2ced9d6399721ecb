import { listingParams, listingUrl } from '../pages/listing-params';
import { normaliseSearchText } from './normalise-search-text';
import { parsePriceRange, priceBuckets } from './price-buckets';
import { looksLikeCode, searchWordsOf } from './search-phrase-words';
import { synonymsOf } from './synonyms';

test('search text is compared without case, accents or apostrophes', () => {
  expect(normaliseSearchText("  J'adore  Eau-de-Parfum ")).toBe('jadore eau de parfum');
  expect(normaliseSearchText('Læbestift Søl Großartig Łódź Filt’r')).toBe('laebestift sol grossartig lodz filtr');
});

test('each word brings its synonyms in the eight languages; the last word is a prefix while typed', () => {
  const words = searchWordsOf('Parfym ros');
  expect(words.text).toBe('parfym ros');
  expect(words.words[0]).toEqual(expect.arrayContaining(['parfym', 'perfume', 'eau de parfum', 'parfum']));
  expect(words.lastIsPrefix).toBe(true);
  expect(searchWordsOf('parfym ').lastIsPrefix).toBe(false);
  expect(synonymsOf('lappstift')).toContain('lipstick');
  expect(synonymsOf('unknownword')).toEqual([]);
  expect(searchWordsOf('a b c d e f g h i j').words).toHaveLength(8);
});

test('codes are recognised', () => {
  expect(looksLikeCode('123456')).toBe(true);
  expect(looksLikeCode('P420652')).toBe(true);
  expect(looksLikeCode('lipstick')).toBe(false);
});

test('price buckets per currency, and price ranges', () => {
  expect(priceBuckets('SEK').map((bucket) => bucket.value)).toEqual(['0-100', '100-250', '250-500', '500-1000', '1000-']);
  expect(priceBuckets('EUR')[4]!.text).toBe('100 € +');
  expect(parsePriceRange('100-250')).toEqual({ min: 100, max: 250 });
  expect(parsePriceRange('-250')).toEqual({ max: 250 });
  expect(parsePriceRange('250-100')).toBeNull();
  expect(parsePriceRange('-')).toBeNull();
});

test('listing parameters round-trip through the URL; the canonical URL keeps only the page', () => {
  const params = listingParams({ brand: 'B001,B002', tag: 'vegan', price: '100-250', rating: '4', inStock: '1', sort: 'price-asc', page: '2' });
  expect(params.filters).toEqual({ brand: ['B001', 'B002'], tag: ['vegan'], price: '100-250', rating: 4, inStock: true });
  expect(listingUrl('/c/makeup', params)).toBe('/c/makeup?brand=B001%2CB002&price=100-250&tag=vegan&rating=4&inStock=1&sort=price-asc&page=2');
  expect(listingUrl('/c/makeup', params, false)).toBe('/c/makeup?page=2');
  expect(() => listingParams({ tag: 'Vegan!' })).toThrow();
});
