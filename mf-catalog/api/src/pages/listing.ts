import type { ProductListing, TrackingProduct } from '@storefront/platform';
import { catalogText, type CatalogTextKey } from '../catalog/catalog-texts';
import { fetchListing, sortOrders, type ListingFilter } from '../catalog/product-listing';
import type { ListingParams } from './listing-params';
import type { PageContext } from './page-context';

const sortTexts: Record<ListingParams['sort'], CatalogTextKey> = {
  popularity: 'sortPopularity',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  news: 'sortNews',
  name: 'sortName',
};

/** A page of a listing and its tracking products (spec 01 §3: listings carry trackingInformationProducts). */
export async function listingFor(
  context: PageContext,
  filter: ListingFilter,
  params: ListingParams,
  trackingListName: string,
): Promise<{ listing: ProductListing; trackingInformationProducts: TrackingProduct[] }> {
  const { products, totalCount } = await fetchListing(context.db, { filter, ...params }, context.shopper, context.today);
  return {
    listing: {
      products,
      totalCount,
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      sortOptions: sortOrders.map((value) => ({ value, text: catalogText(context.shopper.culture, sortTexts[value]) })),
    },
    trackingInformationProducts: products.map((product) => ({ id: product.code, quantity: 1, category: trackingListName })),
  };
}
