import { aListing } from '../testing/fixtures';
import { listingUrl, pageCount, visiblePages } from './listing-url';

describe('listing urls', () => {
  test('page 1 and the default sort stay out of the query', () => {
    expect(listingUrl('/c/makeup?page=3', aListing({ page: 3 }), { page: 1 })).toBe('/c/makeup');
  });

  test('a new page keeps the current sort', () => {
    expect(listingUrl('/c/makeup?sort=price-asc', aListing({ sort: 'price-asc' }), { page: 2 })).toBe(
      '/c/makeup?sort=price-asc&page=2',
    );
  });

  test('a new sort starts again on page 1', () => {
    expect(listingUrl('/c/makeup?page=4', aListing({ page: 4 }), { sort: 'price-desc' })).toBe('/c/makeup?sort=price-desc');
  });

  test('page count rounds up and is at least 1', () => {
    expect(pageCount(aListing({ totalCount: 49, pageSize: 24 }))).toBe(3);
    expect(pageCount(aListing({ totalCount: 0, pageSize: 24 }))).toBe(1);
  });

  test('shows first, last and two pages either side of the current one', () => {
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
});
