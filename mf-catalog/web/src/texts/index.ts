import type { PhraseTable } from '@storefront/platform';
import { catalogPhrases } from './catalog';
import { fragrancePhrases } from './fragrance';
import { listingPhrases } from './listings';
import { productPagePhrases } from './product-page';
import { quickSearchPhrases } from './quick-search';
import { searchPhrases } from './search';
import { storePhrases } from './stores';

/**
 * Team Explore's browser texts by area. The build publishes them as texts.json beside federation.json
 * (platform/build/emit-texts-json-plugin.js) and the gateway merges them into the phrases every page carries, so no
 * bundle holds them: only tests import this.
 */
export const textAreas: Record<string, PhraseTable> = {
  catalog: catalogPhrases,
  search: searchPhrases,
  'quick-search': quickSearchPhrases,
  listings: listingPhrases,
  fragrance: fragrancePhrases,
  'product-page': productPagePhrases,
  stores: storePhrases,
};
