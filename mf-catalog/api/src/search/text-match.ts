import type { Culture } from '@storefront/platform';
import type { Shopper } from '../catalog/shopper';
import { searchConfigFor } from './search-configs';
import { looksLikeCode, type SearchWords } from './search-phrase-words';
import type { SqlParams } from './sql-params';

/**
 * The text's tsqueries: `rank` ranks (each word or one of its synonyms, stemmed in English, in the shopper's language
 * or not at all, and the word being typed also as a prefix); `words` is the same without the prefix, `leading` the
 * words before the last and `prefix` the last word as a prefix, which only the names are searched for. Each word's
 * alternatives are listed once (the three stemmers mostly agree): ranking a document costs in proportion to the
 * query's size. The queries are subqueries, so the planner uses the index whatever it guesses they match.
 */
function textQueries(words: SearchWords, config: string, sql: SqlParams): { rank: string; words: string; leading?: string; prefix?: string } {
  const configs = ['english', 'simple', ...(config !== 'english' && config !== 'simple' ? [config] : [])];
  const stems = configs.map((name) => `plainto_tsquery('${name}', alternative)`).join(', ');
  // A word with the same alternatives as an earlier one (its synonym: 'sunscreen spf') matches and ranks nothing the
  // earlier one does not, and ranking with it twice took three times as long.
  const distinct = words.words.filter((alternatives, index) => !words.words.slice(0, index).some((earlier) => sameWords(earlier, alternatives)));
  const lastIsPrefix = words.lastIsPrefix && distinct.length === words.words.length;
  const groups = distinct.map(
    (alternatives) => `(SELECT string_agg(DISTINCT format('(%s)', stemmed), ' | ')::tsquery
                        FROM unnest(${sql.add(alternatives)}::text[]) AS alternative, unnest(ARRAY[${stems}]) AS stemmed
                        WHERE numnode(stemmed) > 0)`,
  );
  const all = (parts: string[]) => `(SELECT ${parts.join(' && ')})`;
  if (!lastIsPrefix) return { rank: all(groups), words: all(groups) };
  const prefix = `to_tsquery('simple', ${sql.add(`${words.words[words.words.length - 1]![0]}:*`)})`;
  return {
    rank: all(groups.map((group, index) => (index === groups.length - 1 ? `(${group} || ${prefix})` : group))),
    words: all(groups),
    ...(groups.length > 1 ? { leading: all(groups.slice(0, -1)) } : {}),
    prefix,
  };
}

const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((word) => b.includes(word));

/** Which search entries (alias e) a text matches, and the search's relevance of a match (ts_rank and more). */
export interface TextMatch {
  /** The condition: every word (stemmed, or one of its synonyms) in the document, the word being typed as the start of a name, or a code. */
  condition: string;
  /** The relevance to sort by: built only when asked, as each use adds parameters. */
  rank: (popularity: string) => string;
}

/**
 * The search's text match on the search entries (alias e): each word (or a synonym), stemmed in English, in the
 * shopper's language or not at all, in the document; the word being typed also as the start of a brand, product or
 * category name (with the words before it in the document); a product or variant code exactly.
 */
export function textMatch(words: SearchWords, raw: string, culture: Culture, sql: SqlParams): TextMatch {
  const queries = textQueries(words, searchConfigFor(culture), sql);
  const codes = looksLikeCode(raw) ? sql.add([raw.trim(), raw.trim().toUpperCase()]) : null;
  const typed = queries.prefix ? `(e.names @@ ${queries.prefix}${queries.leading ? ` AND e.document @@ ${queries.leading}` : ''})` : null;
  const matches = [`e.document @@ ${queries.words}`, ...(typed ? [typed] : []), ...(codes ? [`e.codes && ${codes}::text[]`] : [])];
  return {
    condition: `(${matches.join(' OR ')})`,
    // ts_rank, not the cover density of ts_rank_cd: on the Sephora feed it puts the expected product in the top 3 for
    // all of the relevance suite's queries (ts_rank_cd: 48 of 49), and first for 44 (ts_rank_cd: 37). ts_rank_cd
    // counts every occurrence of every synonym ('marc jacobs fragrances … eau de toilette' was the best 'parfym'), and
    // its cost grows with the query's size: ranking the 17,400 'parfym' matches of ten times the feed took 430 ms
    // against 80 ms.
    rank: (popularity) => {
      const norm = sql.add(words.text);
      return `ts_rank('{0.1, 0.2, 0.4, 1.0}', e.document, ${queries.rank})
              + CASE WHEN e.title = ${norm} THEN 3 WHEN position(${norm} IN e.title) > 0 THEN 1 ELSE 0 END
              ${codes ? `+ CASE WHEN e.codes && ${codes}::text[] THEN 100 ELSE 0 END` : ''}
              + ${popularity}`;
    },
  };
}

/** The entries a shopper may see (alias e): priced in their currency; products sold in stores only for store devices alone. */
export function visibleTo(shopper: Shopper, currency: string): string {
  return `e.prices ? ${currency}${shopper.isStoreDevice ? '' : ' AND NOT e.show_in_pos_only'}`;
}
