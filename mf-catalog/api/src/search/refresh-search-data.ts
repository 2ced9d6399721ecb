import { cultures } from '@storefront/platform';
import type { Database, Queryable } from '@storefront/platform/server';
import type { ImportStep } from '../import/import-step';
import { completionWeightsInSteps } from '../quick-search/completion-weights';
import { refreshSearchPrefixesInSteps } from '../quick-search/search-prefixes-in-steps';
import { refreshBrandAndCategoryTerms, refreshBrandTerms, refreshCategoryTerms, refreshSearchTerms } from '../quick-search/search-terms';
import { refreshSearchEntries } from './search-entries';
import { refreshSearchWords } from './spelling-vocabulary';

/**
 * Brings everything search reads up to date for the given products (or all): their search documents, the in-stock
 * flag, the vocabulary for misspellings and the quick search's completions. Seeding and import call it inside their
 * transaction.
 */
export async function refreshSearchData(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  await refreshSearchEntries(tx, productCodes);
  await refreshSearchWords(tx, productCodes);
  await refreshSearchTerms(tx, productCodes);
  if (productCodes === 'all') await refreshSearchSummaries(tx);
}

/**
 * What an import refreshes once at its end, not per batch: brand and category completions with their counts, the
 * quick search's product lists per name word and word start (012-quick-search-prefixes.sql), and the search indexes'
 * pending entries. A GIN index takes new entries into an unsorted pending list that every search
 * reads through until it is merged; without autovacuum (PGlite has none) up to 4 MB of it stayed there, which made
 * searches several times slower.
 */
export async function refreshSearchSummaries(tx: Queryable): Promise<void> {
  await refreshBrandAndCategoryTerms(tx);
  await tx.query('SELECT refresh_search_prefixes()');
  for (const index of await searchIndexes(tx)) await cleanPendingList(tx, index);
}

/**
 * The same for a store that is serving, as `step`s of an import (ImportStep): the brand and category completions'
 * weights read a chunk of products a step (completionWeightsInSteps), the completions swapped in one transaction each
 * per culture, the quick search's lists a few letters at a time (refreshSearchPrefixesInSteps), each index's pending
 * list merged in one statement. Search stays consistent after each; shoppers' requests are answered between them.
 */
export async function refreshSearchSummariesInSteps(db: Database, step: ImportStep): Promise<void> {
  const weights = await completionWeightsInSteps(db, step);
  for (const culture of cultures) {
    await step(() => db.transaction((tx) => refreshBrandTerms(tx, [culture], weights)));
    await step(() => db.transaction((tx) => refreshCategoryTerms(tx, [culture], weights)));
  }
  await refreshSearchPrefixesInSteps(db, step);
  for (const index of await searchIndexes(db)) await step(() => cleanPendingList(db, index));
}

/** The GIN indexes of the search tables (their oids as text). */
async function searchIndexes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ index: string }>(
    `SELECT i.indexrelid::text AS index
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
     WHERE am.amname = 'gin' AND i.indrelid = ANY(ARRAY['products', 'search_entries', 'search_terms', 'search_words']::regclass[])
     ORDER BY i.indexrelid`,
  );
  return rows.map((row) => row.index);
}

const cleanPendingList = (db: Queryable, index: string) => db.query('SELECT gin_clean_pending_list($1::oid::regclass)', [index]);
