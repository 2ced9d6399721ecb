import type { StorePageViewModel } from '../../../contract/stores';
import { catalogText } from '../catalog/catalog-texts';
import { storeById } from '../stores/store-repository';
import { storeText } from '../stores/store-texts';
import { notFoundPage } from './not-found-page';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** /stores/{id}: address, opening hours with today marked, services, and a link to what the store has in stock. */
export async function storePage(context: PageContext, id: string): Promise<PageResult> {
  const { culture } = context.shopper;
  const store = await storeById(context.db, id, culture, new Date(context.now));
  if (!store) return notFoundPage(context);
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: storeText(culture, 'stores'), url: '/stores' },
    { name: store.name, url: store.url },
  ];
  const localBusiness = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.name,
    telephone: store.phone,
    address: { '@type': 'PostalAddress', streetAddress: store.address.street, postalCode: store.address.postalCode, addressLocality: store.address.city, addressCountry: store.market },
    geo: { '@type': 'GeoCoordinates', latitude: store.location.lat, longitude: store.location.lon },
    openingHoursSpecification: store.openingHours
      .filter((day) => day.opens)
      .map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][day.weekday - 1]}`,
        opens: day.opens,
        closes: day.closes,
      })),
  };
  const page: StorePageViewModel = {
    ...pageBase(context, {
      componentName: 'StorePageViewModel',
      url: store.url,
      title: store.name,
      description: `${store.address.street}, ${store.address.postalCode} ${store.address.city}`,
      section: 'store',
      jsonLd: [localBusiness, breadcrumbJsonLd(breadcrumbs)],
    }),
    componentName: 'StorePageViewModel',
    store,
    breadcrumbs,
    productsUrl: `${store.url}/products`,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: store.name }],
      paragraphs: [`${store.address.street}, ${store.address.postalCode} ${store.address.city}`],
      links: fallbackLinks([...breadcrumbs.slice(0, -1), { name: storeText(culture, 'inStore', { name: store.name }), url: `${store.url}/products` }]),
    })),
  };
}
