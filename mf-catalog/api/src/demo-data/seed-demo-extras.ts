import type { Queryable } from '@storefront/platform/server';
import { refreshFragranceProfiles } from '../fragrance/refresh-fragrance-profiles';
import { seedDemoTags } from '../tags/demo-tags';
import { refreshSearchData } from '../search/refresh-search-data';
import { seedDemoStores } from '../stores/demo-stores';
import type { DemoCatalog } from './catalog-rows';

/**
 * What the demo catalog has beyond products: tags (from the highlights), fragrance families and notes, stores and their
 * stock, then the search data.
 */
export async function seedDemoExtras(tx: Queryable, catalog: DemoCatalog): Promise<void> {
  await seedDemoTags(tx, catalog);
  await refreshFragranceProfiles(tx, 'all');
  await seedDemoStores(tx);
  await refreshSearchData(tx, 'all');
}
