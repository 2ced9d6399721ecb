import type { Database } from '@storefront/platform/server';
import type { ImportStep } from '../import/import-step';

/** Products whose name words are written per step, and name words ranked per step (at most; a letter is never split). */
export interface PrefixStepSizes {
  products: number;
  words: number;
}

const stepSizes: PrefixStepSizes = { products: 2_000, words: 8_000 };

/** Groups letters, in order, into runs of at most `limit` words (a letter with more is a run of its own). */
export function letterRuns(letters: { letter: string; words: number }[], limit: number): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let words = 0;
  for (const { letter, words: count } of letters) {
    if (run.length > 0 && words + count > limit) {
      runs.push(run);
      run = [];
      words = 0;
    }
    run.push(letter);
    words += count;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * What refresh_search_prefixes() does in one statement (012-quick-search-prefixes.sql), in `step`s short enough for a
 * store that is serving (014-search-prefixes-in-steps.sql): the same lists, swapped in a few letters at a time, each
 * swap one transaction. The quick search checks every hit against its search entry, so a list not yet swapped shows
 * nothing wrong, only fewer hits.
 */
export async function refreshSearchPrefixesInSteps(db: Database, step: ImportStep, sizes: PrefixStepSizes = stepSizes): Promise<void> {
  await step(() => db.query('TRUNCATE search_prefix_words'));
  const products = (await db.query<{ product_code: string }>('SELECT product_code FROM search_entries ORDER BY product_code')).map((row) => row.product_code);
  for (let start = 0; start < products.length; start += sizes.products) {
    const codes = products.slice(start, start + sizes.products);
    await step(() =>
      db.query(
        `INSERT INTO search_prefix_words (word, product_code, popularity)
         SELECT w.word, e.product_code, e.popularity
         FROM search_entries e CROSS JOIN LATERAL unnest(tsvector_to_array(ts_filter(e.names, '{a}'))) AS w (word)
         WHERE e.product_code = ANY($1::text[])`,
        [codes],
      ),
    );
  }
  const letters = await db.query<{ letter: string; words: number }>(
    'SELECT left(word, 1) AS letter, count(*)::int AS words FROM search_prefix_words GROUP BY 1 ORDER BY 1',
  );
  for (const run of letterRuns(letters, sizes.words)) {
    await step(() =>
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM search_prefixes WHERE left(key, 1) = ANY($1::text[])', [run]);
        await tx.query(
          `INSERT INTO search_prefixes (key, is_word, position, product_code, popularity)
           SELECT word, true, position, product_code, popularity
           FROM (
             SELECT word, product_code, popularity,
                    row_number() OVER (PARTITION BY word ORDER BY popularity DESC, product_code) AS position
             FROM search_prefix_words WHERE left(word, 1) = ANY($1::text[])
           ) ranked
           WHERE position <= 12`,
          [run],
        );
        await tx.query(
          `INSERT INTO search_prefixes (key, is_word, position, product_code, popularity)
           SELECT key, false, position, product_code, popularity
           FROM (
             SELECT key, product_code, popularity, row_number() OVER (PARTITION BY key ORDER BY popularity DESC, product_code) AS position
             FROM (
               SELECT DISTINCT left(s.key, letters) AS key, s.product_code, s.popularity
               FROM search_prefixes s CROSS JOIN generate_series(2, least(length(s.key), 12)) AS letters
               WHERE s.is_word AND left(s.key, 1) = ANY($1::text[])
             ) starts
           ) ranked
           WHERE position <= 12`,
          [run],
        );
      }),
    );
  }
  // Letters no product name begins with any more.
  await step(() => db.query('DELETE FROM search_prefixes WHERE NOT (left(key, 1) = ANY($1::text[]))', [letters.map((row) => row.letter)]));
  await step(() => db.query('TRUNCATE search_prefix_words'));
}
