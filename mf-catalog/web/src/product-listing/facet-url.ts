import type { Facet, FacetValue, ProductListing } from '../../../contract/product-listing';

const base = 'http://catalog.local';

/**
 * The listing's url with one facet value switched on or off: several values of a multi facet are comma-joined, a
 * single facet takes one value, a toggle is '1' or absent. Paging starts over.
 */
export function facetUrl(pageUrl: string, facet: Facet, value: FacetValue): string {
  const url = new URL(pageUrl, base);
  const current = (url.searchParams.get(facet.name) ?? '').split(',').filter(Boolean);
  let next: string[];
  if (facet.kind === 'multi') next = value.isSelected ? current.filter((entry) => entry !== value.value) : [...current, value.value];
  else next = value.isSelected ? [] : [value.value];
  if (next.length > 0) url.searchParams.set(facet.name, next.join(','));
  else url.searchParams.delete(facet.name);
  url.searchParams.delete('page');
  return url.pathname + url.search;
}

// The fragrance finder's families are not among them: its tiles, not the chips, show and change them.
const facetParameters = ['brand', 'category', 'price', 'tag', 'rating', 'inStock', 'note', 'audience'];

/** The listing's url without any facet filter (sort and search text stay). */
export function clearedFacetsUrl(pageUrl: string): string {
  const url = new URL(pageUrl, base);
  for (const name of [...facetParameters, 'page']) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** The selected values of every facet, for the chips above the list. */
export function selectedFacetValues(listing: ProductListing): { facet: Facet; value: FacetValue }[] {
  return listing.facets.flatMap((facet) => facet.values.filter((value) => value.isSelected).map((value) => ({ facet, value })));
}
