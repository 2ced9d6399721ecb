import type { ProductCard } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { fetchProductCards } from '../catalog/product-cards';
import type { Shopper } from '../catalog/shopper';
import { looksLikeCode, searchWordsOf, type SearchWords } from '../search/search-phrase-words';
import { correctedWords } from '../search/spelling';
import { SqlParams } from '../search/sql-params';
import { textMatch, visibleTo } from '../search/text-match';

/** The quick search's product hits for a text, and how many products the search page would list for it. */
export interface QuickSearchHits {
  products: ProductCard[];
  /** Exact up to the limits' countedUpTo; beyond it, countedUpTo with totalCountIsLowerBound. */
  totalCount: number;
  totalCountIsLowerBound: boolean;
}

/** How many products the quick search shows, and how far it counts the others. */
export interface QuickSearchLimits {
  products: number;
  countedUpTo: number;
}

/** Products listed per name word and word start in search_prefixes (`listed` in 012-quick-search-prefixes.sql). */
export const listedPerKey = 12;
/** Word starts are listed up to this many letters (`longest` there); a longer one is looked up by its first ones. */
const longestListedStart = 12;

/** What the shopper typed, as searchWordsOf reads it. */
interface Typed {
  raw: string;
  words: SearchWords;
}

/**
 * Each typed word with its one-word synonyms as a tsquery on the brand and product name words of `names` (weight A),
 * the word being typed as the start of one: 'vitamin c' → (vitamin:A) & (c:*A). Normalised words have no tsquery
 * operators.
 */
function namedQuery(words: SearchWords, index: number): string {
  const alternatives = words.words[index]!.filter((word) => !word.includes(' '));
  const isStart = words.lastIsPrefix && index === words.words.length - 1;
  return `(${alternatives.map((word) => `${word}:${isStart ? '*' : ''}A`).join(' | ')})`;
}

/**
 * The quick search's order as keys, each best first, the product code breaking ties: a product or variant code typed
 * exactly; for two words or more, products whose brand or product name starts with them ('vitamin c', 'dior lip');
 * then products whose brand or product name has every typed word (or a one-word synonym of it, the word being typed
 * as the start of one); then the other matches (category names, descriptions, stems, longer synonyms); each by
 * popularity. For one typed word, where it stands in the name says little: 'lipstick' put a lipstick-scented candle
 * first.
 */
function quickOrder(typed: Typed, sql: SqlParams): string[] {
  const { words } = typed;
  const keys: string[] = [];
  if (looksLikeCode(typed.raw)) keys.push(`e.codes && ${sql.add([typed.raw.trim(), typed.raw.trim().toUpperCase()])}::text[]`);
  if (words.words.length > 1) {
    const text = sql.add(words.text);
    keys.push(`(starts_with(e.title, ${text}) OR starts_with(substr(e.title, e.name_at), ${text}))`);
  }
  keys.push(`e.names @@ to_tsquery('simple', ${sql.add(words.words.map((_, index) => namedQuery(words, index)).join(' & '))})`);
  keys.push('e.popularity');
  return keys;
}

interface ListedRow {
  alternative: string;
  position: number;
  code: string;
  popularity: number;
  live: boolean;
}

/**
 * A single typed word's hits from the lists of search_prefixes (for the word and each one-word synonym: its start
 * while it is being typed, else the whole word), each product checked against its search entry: visible to the
 * shopper and still named so. That is quickOrder over every match as long as the lists hold enough products named
 * with the word; else null: fewer than asked (the other matches come next), or a full list that lost more than it can
 * to the checks (products after its last may belong among the hits).
 */
async function listedHits(db: Queryable, typed: Typed, shopper: Shopper, limit: number): Promise<string[] | null> {
  const alternatives = typed.words.words[0]!.filter((word) => !word.includes(' '));
  const isStart = typed.words.lastIsPrefix;
  const sql = new SqlParams();
  const currency = sql.add(shopper.currency);
  const rows = await db.query<ListedRow>(
    `SELECT k.alternative, s.position, s.product_code AS code, e.popularity,
            coalesce(${visibleTo(shopper, currency)} AND e.names @@ to_tsquery('simple', k.alternative || ${sql.add(isStart ? ':*A' : ':A')}), false) AS live
     FROM unnest(${sql.add(alternatives.map((word) => (isStart ? word.slice(0, longestListedStart) : word)))}::text[],
                 ${sql.add(alternatives)}::text[]) AS k (key, alternative)
     JOIN search_prefixes s ON s.key = k.key AND s.is_word = ${sql.add(!isStart)}
     LEFT JOIN search_entries e ON e.product_code = s.product_code`,
    sql.values,
  );
  for (const alternative of alternatives) {
    const listed = rows.filter((row) => row.alternative === alternative);
    if (listed.length === listedPerKey && listed.filter((row) => row.live).length < limit) return null;
  }
  const hits = new Map(rows.filter((row) => row.live).map((row) => [row.code, row]));
  if (hits.size < limit) return null;
  return [...hits.values()]
    .sort((a, b) => b.popularity - a.popularity || (a.code < b.code ? -1 : 1))
    .slice(0, limit)
    .map((row) => row.code);
}

/**
 * How many products match, counting stops one after countedUpTo. The matches come from a WITH query, which is planned
 * for all of them (the indexes) and read only as far as the count goes; planned with the count's limit, the planner
 * read the table from its start instead, testing every document on the way.
 */
async function countUpTo(db: Queryable, typed: Typed, shopper: Shopper, countedUpTo: number): Promise<number> {
  const sql = new SqlParams();
  const visible = visibleTo(shopper, sql.add(shopper.currency));
  const match = textMatch(typed.words, typed.raw, shopper.culture, sql);
  const [row] = await db.query<{ total: number }>(
    `WITH matches AS MATERIALIZED (SELECT 1 FROM search_entries e WHERE ${visible} AND ${match.condition})
     SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${sql.add(countedUpTo + 1)}) counted`,
    sql.values,
  );
  return row?.total ?? 0;
}

/**
 * Every match in quickOrder, and how many there are. The order's keys are worked out per match in the WITH query, so
 * what is kept of each for sorting and counting is a few bytes, not its names and title.
 */
async function rankedHits(db: Queryable, typed: Typed, shopper: Shopper, limit: number): Promise<{ codes: string[]; total: number }> {
  const sql = new SqlParams();
  const visible = visibleTo(shopper, sql.add(shopper.currency));
  const match = textMatch(typed.words, typed.raw, shopper.culture, sql);
  const keys = quickOrder(typed, sql);
  const [row] = await db.query<{ codes: string[]; total: number }>(
    `WITH matches AS MATERIALIZED (
       SELECT e.product_code AS code, ${keys.map((key, index) => `${key} AS key${index}`).join(', ')}
       FROM search_entries e WHERE ${visible} AND ${match.condition}
     )
     SELECT ARRAY(SELECT code FROM matches ORDER BY ${keys.map((_, index) => `key${index} DESC`).join(', ')}, code LIMIT ${limit}) AS codes,
            (SELECT count(*)::int FROM matches) AS total`,
    sql.values,
  );
  return { codes: row?.codes ?? [], total: row?.total ?? 0 };
}

/** The hits and how many match (at least; exact when the lists could not answer). */
async function hitsFor(db: Queryable, typed: Typed, shopper: Shopper, limits: QuickSearchLimits): Promise<{ codes: string[]; total: number }> {
  if (typed.words.words.length === 1 && !looksLikeCode(typed.raw)) {
    const [codes, total] = await Promise.all([listedHits(db, typed, shopper, limits.products), countUpTo(db, typed, shopper, limits.countedUpTo)]);
    if (codes) return { codes, total };
  }
  return rankedHits(db, typed, shopper, limits.products);
}

/**
 * The quick search's products: those the search page lists for the text (the same match) in the quick search's own
 * order (quickOrder: the name and popularity, not the search page's text ranking, which reads every match). A single
 * word takes its hits from the lists of its name words and word starts, and the count stops after
 * limits.countedUpTo; longer texts, codes, and words the lists cannot answer rank every match, which their fewer
 * matches keep quick. A text that finds nothing is tried once more with misspelt words corrected, as the search page
 * does ('mascarra').
 */
export async function quickSearchProducts(db: Queryable, q: string, shopper: Shopper, today: string, limits: QuickSearchLimits): Promise<QuickSearchHits> {
  const words = searchWordsOf(q);
  if (words.words.length === 0) return { products: [], totalCount: 0, totalCountIsLowerBound: false };
  let found = await hitsFor(db, { raw: q, words }, shopper, limits);
  if (found.codes.length === 0) {
    const corrected = await correctedWords(db, words);
    if (corrected) found = await hitsFor(db, { raw: corrected.text, words: corrected }, shopper, limits);
  }
  return {
    products: await fetchProductCards(db, found.codes, shopper, today),
    totalCount: Math.min(found.total, limits.countedUpTo),
    totalCountIsLowerBound: found.total > limits.countedUpTo,
  };
}
