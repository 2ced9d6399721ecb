import type { Queryable } from '@storefront/platform/server';

/** Records a search a shopper ran (for popular searches); the phrase is stored normalised. */
export async function logSearch(db: Queryable, culture: string, phrase: string, resultCount: number): Promise<void> {
  if (!phrase) return;
  await db.query('INSERT INTO search_log (culture, phrase, result_count) VALUES ($1, $2, $3)', [culture, phrase.slice(0, 200), resultCount]);
}
