import type { FacetName, TrackingProduct } from '@storefront/platform';
import { searchProducts, type SearchListing } from '../search/product-search';
import type { ListingScope } from '../search/product-query';
import type { ListingParams } from './listing-params';
import type { PageContext } from './page-context';

/** The facets a listing page offers beside its products. */
export const listingFacets: FacetName[] = ['category', 'brand', 'price', 'tag', 'rating', 'inStock'];

/** A page of a listing with its facets, and its tracking products (spec 01 §3: listings carry trackingInformationProducts). */
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
  return {
    listing,
    trackingInformationProducts: listing.products.map((product) => ({ id: product.code, quantity: 1, category: trackingListName })),
  };
}
