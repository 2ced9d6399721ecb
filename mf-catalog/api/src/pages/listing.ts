import type { Link, TrackingProduct } from '@storefront/platform';
import type { FacetName, ProductListing } from '../../../contract/product-listing';
import { searchProducts, type SearchListing } from '../search/product-search';
import type { ListingScope } from '../search/product-query';
import { listingUrl, type ListingParams } from './listing-params';
import type { PageContext } from './page-context';

/** The facets a listing page offers beside its products. */
export const listingFacets: FacetName[] = ['category', 'brand', 'price', 'tag', 'rating', 'inStock'];

/** A page of a listing with its facets, and its tracking products (trackingInformationProducts). */
export async function listingFor(
  context: PageContext,
  scope: ListingScope,
  params: ListingParams,
  trackingListName: string,
  options: { text?: string; facets?: FacetName[] } = {},
): Promise<{ listing: SearchListing; trackingInformationProducts: TrackingProduct[] }> {
  const listing = await searchProducts(
    context.db,
    {
      ...(options.text ? { text: options.text } : {}),
      scope,
      filters: params.filters,
      sort: params.sort ?? (options.text ? 'relevance' : 'popularity'),
      page: params.page,
      pageSize: params.pageSize,
      facets: options.facets ?? listingFacets.filter((facet) => !(facet === 'brand' && scope.kind === 'brand')),
    },
    context.shopper,
    context.today,
  );
  if (scope.kind === 'tag') {
    // The scope's own tag is on every product: as a filter it would change nothing.
    listing.facets = listing.facets
      .map((facet) => (facet.name === 'tag' ? { ...facet, values: facet.values.filter((value) => value.value !== scope.code) } : facet))
      .filter((facet) => facet.values.length > 0);
  }
  return {
    listing,
    trackingInformationProducts: listing.products.map((product) => ({ id: product.code, quantity: 1, category: trackingListName })),
  };
}

/** The no-JavaScript fallback's links of a listing page: the crumbs above it, `extra`, the products and the next page. */
export function listingFallbackLinks(breadcrumbs: Link[], listing: ProductListing, path: string, params: ListingParams, extra: Link[] = []): Link[] {
  const lastPage = Math.max(1, Math.ceil(listing.totalCount / listing.pageSize));
  return [
    ...breadcrumbs.slice(0, -1),
    ...extra,
    ...listing.products.map((card) => ({ name: `${card.brandName} ${card.name}`, url: card.url })),
    ...(params.page < lastPage ? [{ name: `${params.page + 1}`, url: listingUrl(path, { ...params, page: params.page + 1 }) }] : []),
  ];
}
