import type { Facet } from '../../../contract/product-listing';
import { aListing } from '../testing/fixtures';
import { clearedFacetsUrl, facetUrl, selectedFacetValues } from './facet-url';

const brand: Facet = {
  name: 'brand',
  text: 'Brand',
  kind: 'multi',
  values: [
    { value: 'B001', text: 'Lumière', count: 4, isSelected: true },
    { value: 'B002', text: 'Nordic', count: 2, isSelected: false },
  ],
};
const price: Facet = { name: 'price', text: 'Price', kind: 'single', values: [{ value: '100-250', text: '100 kr – 250 kr', count: 3, isSelected: false }] };

test('a multi facet adds and removes values, paging starts over', () => {
  expect(facetUrl('/search?q=lip&brand=B001&page=3', brand, brand.values[1]!)).toBe('/search?q=lip&brand=B001%2CB002');
  expect(facetUrl('/search?q=lip&brand=B001', brand, brand.values[0]!)).toBe('/search?q=lip');
});

test('a single facet replaces its value', () => {
  expect(facetUrl('/c/makeup?price=0-100', price, price.values[0]!)).toBe('/c/makeup?price=100-250');
});

test('clearing keeps the search text and the sort', () => {
  expect(clearedFacetsUrl('/search?q=lip&brand=B001&tag=vegan&sort=price-asc&page=2')).toBe('/search?q=lip&sort=price-asc');
  expect(selectedFacetValues(aListing({ facets: [brand, price] })).map(({ value }) => value.text)).toEqual(['Lumière']);
});

test("clearing the finder's filters takes out notes and whom-for but keeps the chosen families", () => {
  expect(clearedFacetsUrl('/fragrance-finder?q=oud&family=floral&note=rose%2Cvanilla&audience=unisex&brand=B001')).toBe('/fragrance-finder?q=oud&family=floral');
});
