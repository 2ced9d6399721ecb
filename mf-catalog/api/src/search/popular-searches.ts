import { createHmac } from 'node:crypto';
import { deriveKey, type Identity, type Queryable } from '@storefront/platform/server';

/**
 * What makes a search popular (the top searches, and the phrases the quick search completes with): in the last
 * `windowDays` days at least `minSearchers` visitors from at least `minAddresses` addresses searched it and found
 * something, and its last search found something. Five visitors is more than one shopper or household can fake by
 * clearing cookies, and three addresses more than one script on one machine can (without cookies it is a new visitor
 * on every request); a phrase worth suggesting in a market reaches both within a day. A week holds weekday and weekend
 * shopping yet follows the season and the campaigns, and no searcher's hash is kept longer.
 */
export const popularSearchRules = { windowDays: 7, minSearchers: 5, minAddresses: 3, maxPhraseLength: 100 } as const;

const { windowDays, minSearchers, minAddresses, maxPhraseLength } = popularSearchRules;

/** Who ran a search, as popular searches count them: keyed hashes only. */
export interface Searcher {
  /** The visitor (their cookie's id), else their address. */
  searcher: string;
  address: string | null;
}

/**
 * The searcher of an identity, hashed with a key of its own derived from the store's secret; null when there is
 * nobody to count (neither a visitor id nor an address).
 */
export function searcherOf(secret: string): (identity: Identity) => Searcher | null {
  const key = deriveKey(secret, 'popular-searches');
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return ({ visitorId, clientAddress }) => {
    const address = clientAddress ? hash(`address:${clientAddress}`) : null;
    if (visitorId) return { searcher: hash(`visitor:${visitorId}`), address };
    return address ? { searcher: address, address } : null;
  };
}

/** A search text as popular searches keep it: spaces and control characters collapsed, trimmed, lower case, capped. */
export function searchPhraseOf(text: string): string {
  const collapsed = text.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim().toLowerCase();
  return Array.from(collapsed).slice(0, maxPhraseLength).join('').trimEnd();
}

/** Records that the searcher searched the text and how many products it found (their last search of it counts). */
export async function recordSearch(db: Queryable, culture: string, searcher: Searcher | null, text: string, resultCount: number): Promise<void> {
  const phrase = searchPhraseOf(text);
  if (!searcher || !phrase) return;
  await db.query(
    `INSERT INTO phrase_searchers (culture, phrase, searcher, address, result_count) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (culture, phrase, searcher) DO UPDATE
     SET address = EXCLUDED.address, result_count = EXCLUDED.result_count, searched_at = EXCLUDED.searched_at`,
    [culture, phrase, searcher.searcher, searcher.address, resultCount],
  );
}

/** The popular searches of every culture: culture, phrase, searchers (who found something) and last_searched_at. */
export const popularSearchesSql = `
  SELECT culture, phrase, count(*) FILTER (WHERE result_count > 0) AS searchers, max(searched_at) AS last_searched_at
  FROM phrase_searchers
  WHERE searched_at > now() - interval '${windowDays} days'
  GROUP BY culture, phrase
  HAVING count(*) FILTER (WHERE result_count > 0) >= ${minSearchers}
     AND count(DISTINCT address) FILTER (WHERE result_count > 0) >= ${minAddresses}
     AND (array_agg(result_count ORDER BY searched_at DESC))[1] > 0`;

/** The culture's most popular searches, most searchers first. */
export async function topSearches(db: Queryable, culture: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ phrase: string }>(
    `SELECT phrase FROM (${popularSearchesSql}) popular WHERE culture = $1 ORDER BY searchers DESC, last_searched_at DESC, phrase LIMIT $2`,
    [culture, limit],
  );
  return rows.map((row) => row.phrase);
}

/** Forgets the searches older than the window: they count for nothing any more. */
export async function forgetOldSearches(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM phrase_searchers WHERE searched_at <= now() - interval '${windowDays} days'`);
}
