import type { Database } from '@storefront/platform/server';
import type { ImportStep } from '../import/import-step';

/** Products whose name words are written per step, and name words ranked per step (at most, where a start allows). */
export interface PrefixStepSizes {
  products: number;
  words: number;
}

/**
 * At ten times the Sephora feed, 1,000 products and 4,000 words a step took a median of 46 ms, 111 of 244 steps over
 * 50 ms; 250 and 1,000 a median of 14 ms, 21 of 587 over 50 ms, in the same time in all.
 */
const stepSizes: PrefixStepSizes = { products: 250, words: 1_000 };

/**
 * The name words one step ranks: those whose first `chars` characters (1 or 2) are one of `starts`. A two-character
 * run may hold the one-letter word itself (its start is that letter).
 */
export interface PrefixRun {
  chars: 1 | 2;
  starts: string[];
}

/** Name words counted by how they start. */
interface Counted {
  start: string;
  words: number;
}

/** The letter a start of a word begins with (a character, which may be two UTF-16 units, as PostgreSQL's left()). */
const firstLetter = (start: string) => Array.from(start)[0]!;

/** The starts of `counted`, in order, in runs of at most `limit` words (a start with more is a run of its own). */
function inRuns(counted: Counted[], limit: number): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let words = 0;
  for (const { start, words: count } of counted) {
    if (run.length > 0 && words + count > limit) {
      runs.push(run);
      run = [];
      words = 0;
    }
    run.push(start);
    words += count;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Groups the name words, counted by their first two characters, into runs of at most `limit` words: whole letters
 * together, in order, and a letter with more words than that by its two-letter starts (a start with more still is a
 * run of its own). At ten times the Sephora feed, 100,796 of the products' name words begin with an 'e', and a step of
 * whole letters held the catalog server up to half a second.
 */
export function prefixRuns(counts: Counted[], limit: number): PrefixRun[] {
  const letters = new Map<string, Counted[]>();
  for (const count of counts) {
    const letter = firstLetter(count.start);
    const starts = letters.get(letter);
    if (starts) starts.push(count);
    else letters.set(letter, [count]);
  }
  const runs: PrefixRun[] = [];
  const wholeLetters: Counted[] = [];
  for (const [letter, starts] of letters) {
    const words = starts.reduce((sum, start) => sum + start.words, 0);
    if (words <= limit) wholeLetters.push({ start: letter, words });
    else runs.push(...inRuns(starts, limit).map((run): PrefixRun => ({ chars: 2, starts: run })));
  }
  runs.push(...inRuns(wholeLetters, limit).map((run): PrefixRun => ({ chars: 1, starts: run })));
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
  const counts = await db.query<{ start: string; words: number }>(
    'SELECT left(word, 2) AS start, count(*)::int AS words FROM search_prefix_words GROUP BY 1 ORDER BY 1',
  );
  for (const { chars, starts } of prefixRuns(counts, sizes.words)) {
    // left(…, 1) and left(…, 2) as written, not a parameter: each has its index (014, 016).
    await step(() =>
      db.transaction(async (tx) => {
        await tx.query(`DELETE FROM search_prefixes WHERE left(key, ${chars}) = ANY($1::text[])`, [starts]);
        await tx.query(
          `INSERT INTO search_prefixes (key, is_word, position, product_code, popularity)
           SELECT word, true, position, product_code, popularity
           FROM (
             SELECT word, product_code, popularity,
                    row_number() OVER (PARTITION BY word ORDER BY popularity DESC, product_code) AS position
             FROM search_prefix_words WHERE left(word, ${chars}) = ANY($1::text[])
           ) ranked
           WHERE position <= 12`,
          [starts],
        );
        await tx.query(
          `INSERT INTO search_prefixes (key, is_word, position, product_code, popularity)
           SELECT key, false, position, product_code, popularity
           FROM (
             SELECT key, product_code, popularity, row_number() OVER (PARTITION BY key ORDER BY popularity DESC, product_code) AS position
             FROM (
               SELECT DISTINCT left(s.key, letters) AS key, s.product_code, s.popularity
               FROM search_prefixes s CROSS JOIN generate_series(2, least(length(s.key), 12)) AS letters
               WHERE s.is_word AND left(s.key, ${chars}) = ANY($1::text[])
             ) starts
           ) ranked
           WHERE position <= 12`,
          [starts],
        );
      }),
    );
  }
  // Letters no product name begins with any more.
  const letters = [...new Set(counts.map((count) => firstLetter(count.start)))];
  await step(() => db.query('DELETE FROM search_prefixes WHERE NOT (left(key, 1) = ANY($1::text[]))', [letters]));
  await step(() => db.query('TRUNCATE search_prefix_words'));
}
