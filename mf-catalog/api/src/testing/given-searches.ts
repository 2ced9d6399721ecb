import type { Queryable } from '@storefront/platform/server';

export interface GivenSearches {
  culture: string;
  phrase: string;
  /** How many different visitors searched it. */
  searchers: number;
  /** From how many different addresses (each visitor from its own unless fewer). */
  addresses?: number;
  /** The products each search found. */
  found?: number;
  daysAgo?: number;
}

let nextSearcher = 1;

/** Rows as the search page records them: `searchers` visitors (unique across calls) searched `phrase`. */
export async function givenSearches(db: Queryable, given: GivenSearches): Promise<void> {
  const first = nextSearcher;
  nextSearcher += given.searchers;
  await db.query(
    `INSERT INTO phrase_searchers (culture, phrase, searcher, address, result_count, searched_at)
     SELECT $1, $2, 'searcher-' || n, 'address-' || (n % $4), $5, now() - make_interval(days => $6::int)
     FROM generate_series($3::int, $3::int + $7::int - 1) AS n`,
    [given.culture, given.phrase, first, given.addresses ?? given.searchers, given.found ?? 3, given.daysAgo ?? 0, given.searchers],
  );
}
