import type { Queryable } from '@storefront/platform/server';
import { seedDemoTags } from '../tags/demo-tags';
import { refreshSearchData } from '../search/refresh-search-data';
import type { DemoCatalog } from './catalog-rows';

/** What the demo catalog has beyond products: tags (from the highlights), then the search data for all of it. */
export async function seedDemoExtras(tx: Queryable, catalog: DemoCatalog): Promise<void> {
  await seedDemoTags(tx, catalog);
  await refreshSearchData(tx, 'all');
}
