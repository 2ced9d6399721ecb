import type { Queryable } from '@storefront/platform/server';
import { refreshBrandAndCategoryTerms, refreshSearchTerms } from '../quick-search/search-terms';
import { refreshSearchEntries } from './search-entries';
import { refreshSearchWords } from './search-words';

/**
 * Brings everything search reads up to date for the given products (or all): their search documents, the in-stock
 * flag, the vocabulary for misspellings and the quick search's completions. Seeding and import call it inside their
 * transaction.
 */
export async function refreshSearchData(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  await refreshSearchEntries(tx, productCodes);
  await refreshSearchWords(tx, productCodes);
  await refreshSearchTerms(tx, productCodes);
  if (productCodes === 'all') await refreshBrandAndCategoryTerms(tx);
}

/** What an import refreshes once at its end, not per batch: brand and category completions with their counts. */
export async function refreshSearchSummaries(tx: Queryable): Promise<void> {
  await refreshBrandAndCategoryTerms(tx);
}
