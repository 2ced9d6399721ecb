import type { LocationQuery, StoreListPageViewModel } from '../../../contract/stores';
import { parseInput } from '@storefront/platform/server';
import { catalogText } from '../catalog/catalog-texts';
import { findStores } from '../stores/store-repository';
import { storeQuery, storeSearchOf } from '../stores/store-query';
import { storeText } from '../stores/store-texts';
import { fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

/** /stores: the market's stores, nearest first from a position, or those matching a text (locationQuery). */
export async function storeListPage(context: PageContext): Promise<PageResult> {
  const { culture, market } = context.shopper;
  const search = storeSearchOf(parseInput(storeQuery, context.query));
  const locationQuery: LocationQuery = search.position
    ? { kind: 'position', ...search.position }
    : search.text
      ? { kind: 'text', text: search.text }
      : null;
  const stores = await findStores(context.db, { ...search, market }, culture, new Date(context.now));
  const heading = storeText(culture, 'storesHeading');
  const query = search.position ? `?lat=${search.position.lat}&lon=${search.position.lon}` : search.text ? `?${new URLSearchParams({ q: search.text })}` : '';
  const page: StoreListPageViewModel = {
    ...pageBase(context, {
      componentName: 'StoreListPageViewModel',
      url: `/stores${query}`,
      title: heading,
      description: storeText(culture, 'storesDescription'),
      section: 'store list',
      canonicalUrl: '/stores',
    }),
    componentName: 'StoreListPageViewModel',
    heading,
    locationQuery,
    stores,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }],
      paragraphs: [],
      links: fallbackLinks([{ name: catalogText(culture, 'home'), url: '/' }, ...stores.map((store) => ({ name: store.name, url: store.url }))]),
    })),
  };
}
