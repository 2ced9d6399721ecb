import type { ProductListing, SortOrder } from '../../../contract/product-listing';

const base = 'http://catalog.local';

/** The listing's own url with another page or sort; page 1 and the default sort are left out of the query. */
export function listingUrl(pageUrl: string, listing: ProductListing, change: { page?: number; sort?: SortOrder }): string {
  const url = new URL(pageUrl, base);
  const defaultSort = listing.sortOptions[0]?.value;
  const sort = change.sort ?? listing.sort;
  const page = change.sort !== undefined ? 1 : (change.page ?? listing.page);

  if (sort === defaultSort) url.searchParams.delete('sort');
  else url.searchParams.set('sort', sort);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));

  return url.pathname + url.search;
}

export function pageCount(listing: ProductListing): number {
  return Math.max(1, Math.ceil(listing.totalCount / Math.max(1, listing.pageSize)));
}

/** Page links to show: the first, the last and two either side of the current one; 'gap' where pages are left out. */
export function visiblePages(current: number, count: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}
