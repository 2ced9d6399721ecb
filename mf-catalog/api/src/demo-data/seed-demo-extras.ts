import type { Queryable } from '@storefront/platform/server';
import { seedDemoCampaignsIfNone } from '../campaigns/demo-campaigns';
import { refreshFragranceProfiles } from '../fragrance/refresh-fragrance-profiles';
import { seedDemoTags } from '../tags/demo-tags';
import { ensureTags } from '../tags/tag-vocabulary';
import { refreshSearchData } from '../search/refresh-search-data';
import { seedDemoStores } from '../stores/demo-stores';
import { seedDemoProductPage } from '../product-page/demo-product-page';
import type { DemoCatalog } from './catalog-rows';

/**
 * What the demo catalog has beyond products: tags (from the highlights), fragrance families and notes, stores and their
 * stock, the product page's past prices, point-of-sale flags, videos and competitors' prices, campaigns around the
 * reference date, then the search data.
 */
export async function seedDemoExtras(tx: Queryable, catalog: DemoCatalog, referenceDate: string): Promise<void> {
  await seedDemoTags(tx, catalog);
  await refreshFragranceProfiles(tx, 'all');
  await seedDemoStores(tx);
  await seedDemoProductPage(tx, catalog, referenceDate);
  await seedDemoCampaignsIfNone(tx, referenceDate);
  await refreshSearchData(tx, 'all');
}

/** What later versions added to the demo data, for a catalog seeded before them: certificate descriptions, campaigns. */
export async function seedDemoAdditions(tx: Queryable, referenceDate: string): Promise<void> {
  await ensureTags(tx, (await tx.query<{ code: string }>('SELECT code FROM tags')).map((row) => row.code));
  await seedDemoCampaignsIfNone(tx, referenceDate);
}
