import type { Queryable } from '@storefront/platform/server';
import { seedDemoTags } from '../tags/demo-tags';
import { refreshSearchData } from '../search/refresh-search-data';
import { seedDemoStores } from '../stores/demo-stores';
import { seedDemoProductPage } from '../product-page/demo-product-page';
import type { DemoCatalog } from './catalog-rows';

/**
 * What the demo catalog has beyond products: tags (from the highlights), stores and their stock, the product page's
 * past prices, point-of-sale flags, videos and competitors' prices, then the search data.
 */
export async function seedDemoExtras(tx: Queryable, catalog: DemoCatalog, referenceDate: string): Promise<void> {
  await seedDemoTags(tx, catalog);
  await seedDemoStores(tx);
  await seedDemoProductPage(tx, catalog, referenceDate);
  await refreshSearchData(tx, 'all');
}
