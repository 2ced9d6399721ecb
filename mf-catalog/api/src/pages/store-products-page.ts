import type { StoreProductsListPageViewModel } from '../../../contract/stores';
import { catalogText } from '../catalog/catalog-texts';
import { storeById } from '../stores/store-repository';
import { storeText } from '../stores/store-texts';
import { listingFor } from './listing';
import { listingParams, listingUrl } from './listing-params';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** /stores/{id}/products: the products the store has on its shelves, with the listing's filters. */
export async function storeProductsPage(context: PageContext, id: string): Promise<PageResult> {
  const { culture } = context.shopper;
  const params = listingParams(context.query);
  const store = await storeById(context.db, id, culture, new Date(context.now));
  if (!store) return notFoundPage(context);
  const { openingHours: _hours, phone: _phone, timeZone: _zone, services: _services, ...summary } = store;
  const heading = storeText(culture, 'inStore', { name: store.name });
  const path = `${store.url}/products`;
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: storeText(culture, 'stores'), url: '/stores' },
    { name: store.name, url: store.url },
    { name: heading, url: path },
  ];
  const { listing, trackingInformationProducts } = await listingFor(context, { kind: 'store', id }, params, storeText(culture, 'storeListName'));
  const page: StoreProductsListPageViewModel = {
    ...pageBase(context, {
      componentName: 'StoreProductsListPageViewModel',
      url: listingUrl(path, params),
      title: heading,
      description: heading,
      section: 'store',
      canonicalUrl: listingUrl(path, params, false),
      jsonLd: [breadcrumbJsonLd(breadcrumbs)],
    }),
    componentName: 'StoreProductsListPageViewModel',
    store: summary,
    breadcrumbs,
    listing,
    trackingInformationProducts,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }],
      paragraphs: [],
      links: fallbackLinks([...breadcrumbs.slice(0, -1), ...listing.products.map((card) => ({ name: `${card.brandName} ${card.name}`, url: card.url }))]),
    })),
  };
}
