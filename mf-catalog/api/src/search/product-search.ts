import type { Facet, FacetName, ListingFilters, ProductListing, SortOrder } from '../../../contract/product-listing';
import type { Queryable } from '@storefront/platform/server';
import { campaignScopeCondition } from '../campaigns/campaign-scope';
import { catalogText, type CatalogTextKey } from '../catalog/catalog-texts';
import { inOrBelow } from '../catalog/category-range';
import { fetchProductCards } from '../catalog/product-cards';
import type { Shopper } from '../catalog/shopper';
import { fragranceFacetQuery, fragranceFilterConditions, fragranceScopeCondition } from '../fragrance/fragrance-search-sql';
import { priceBuckets, parsePriceRange } from './price-buckets';
import type { ListingScope, ProductQuery } from './product-query';
import { searchWordsOf, type SearchWords } from './search-phrase-words';
import { searchText } from './search-texts';
import { SqlParams } from './sql-params';
import { correctedWords } from './spelling';
import { textMatch, visibleTo } from './text-match';

/** A listing from the search: when the text found nothing and a corrected spelling did, the text it used. */
export interface SearchListing extends ProductListing {
  correctedQuery?: string;
}

type Match = { kind: 'none' } | { kind: 'text'; words: SearchWords; raw: string } | { kind: 'similar'; text: string };

const listingSorts: SortOrder[] = ['popularity', 'price-asc', 'price-desc', 'rating', 'news', 'name'];
const sortTextKeys: Record<Exclude<SortOrder, 'relevance' | 'rating'>, CatalogTextKey> = {
  popularity: 'sortPopularity',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  news: 'sortNews',
  name: 'sortName',
};

function scopeCondition(scope: ListingScope, sql: SqlParams): string {
  switch (scope.kind) {
    case 'category':
      return inOrBelow('e.category_code', sql.add(scope.code));
    case 'brand':
      return `e.brand_code = ${sql.add(scope.code)}`;
    case 'tag':
      return `EXISTS (SELECT 1 FROM product_tags t WHERE t.product_code = e.product_code AND t.tag_code = ${sql.add(scope.code)})`;
    case 'store':
      return `EXISTS (SELECT 1 FROM store_stock ss JOIN variants sv ON sv.code = ss.variant_code
                      WHERE sv.product_code = e.product_code AND ss.store_id = ${sql.add(scope.id)} AND ss.quantity > 0)`;
    case 'offers':
      return '(pr.previous_amount IS NOT NULL OR pr.member_amount IS NOT NULL)';
    case 'campaign':
      return campaignScopeCondition(sql.add(scope.code));
    case 'new':
      return 'e.is_new';
    case 'fragrance':
      return fragranceScopeCondition;
    default:
      return 'true';
  }
}

/**
 * The products in scope matching the text, with the columns filters, facets and sorting need: all from the search
 * entry, so a search reads one row per match. `p` (products) and `pr` (the first variant's price) are there for
 * conditions that need more; the planner leaves them out when nothing uses them. Without facets, filters or a sort by
 * them (the quick search) only the code, popularity and rank are kept, and the rank is computed only to sort by it.
 */
function baseQuery(query: ProductQuery, match: Match, sort: SortOrder, shopper: Shopper, sql: SqlParams): string {
  const currency = sql.add(shopper.currency);
  const amount = (prices: string) => `(e.${prices} ->> ${currency})::int`;
  const price = shopper.isMember ? `coalesce(${amount('member_prices')}, ${amount('prices')})` : amount('prices');
  const popularity = 'ln(1 + greatest(e.popularity, 0)) * 0.05';
  let condition = '';
  let rank = () => popularity;
  if (match.kind === 'text') {
    const text = textMatch(match.words, match.raw, shopper.culture, sql);
    condition = `AND ${text.condition}`;
    rank = () => text.rank(popularity);
  } else if (match.kind === 'similar') {
    const text = sql.add(match.text);
    condition = `AND ${text} <% e.title`;
    rank = () => `word_similarity(${text}, e.title) + ${popularity}`;
  }
  const filtered = Object.values(query.filters).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
  const listing = query.facets.length > 0 || filtered || (sort !== 'relevance' && sort !== 'popularity');
  const columns = listing
    ? `e.brand_code, e.category_code, e.rating_tenths, e.review_count, e.in_stock, e.launched_on, e.name, e.tag_codes, ${price} AS price,`
    : '';
  return `SELECT e.product_code AS code, ${columns} e.popularity, ${sort === 'relevance' ? rank() : 'NULL::float8'} AS rank
          FROM search_entries e
          LEFT JOIN products p ON p.code = e.product_code
          LEFT JOIN variant_prices pr ON pr.variant_code = e.variant_code AND pr.currency = ${currency}
          WHERE ${visibleTo(shopper, currency)} AND ${scopeCondition(query.scope, sql)} ${condition}`;
}

/** Each facet's filter on the base rows (alias b); a facet's own counts use all filters but its own. */
function filterConditions(filters: ListingFilters, sql: SqlParams): Record<FacetName, string> {
  const price = filters.price ? parsePriceRange(filters.price) : null;
  return {
    brand: filters.brand.length > 0 ? `b.brand_code = ANY(${sql.add(filters.brand)}::text[])` : 'true',
    category: filters.category
      ? inOrBelow('b.category_code', sql.add(filters.category))
      : 'true',
    price: price
      ? [
          price.min !== undefined ? `b.price >= ${sql.add(Math.round(price.min * 100))}` : 'true',
          price.max !== undefined ? `b.price < ${sql.add(Math.round(price.max * 100))}` : 'true',
        ].join(' AND ')
      : 'true',
    tag: filters.tag.length > 0 ? `b.tag_codes @> ${sql.add(filters.tag)}::text[]` : 'true',
    rating: filters.rating ? `b.rating_tenths >= ${sql.add(filters.rating * 10)}` : 'true',
    inStock: filters.inStock ? 'b.in_stock' : 'true',
    ...fragranceFilterConditions(filters, sql),
  };
}

const allBut = (conditions: Record<FacetName, string>, facet?: FacetName) =>
  (Object.keys(conditions) as FacetName[])
    .filter((name) => name !== facet)
    .map((name) => conditions[name])
    .join(' AND ');

function orderBy(sort: SortOrder): string {
  switch (sort) {
    case 'relevance':
      return 'b.rank DESC, b.popularity DESC, b.code';
    case 'price-asc':
      return 'b.price ASC, b.code';
    case 'price-desc':
      return 'b.price DESC, b.code';
    case 'rating':
      return 'b.rating_tenths DESC NULLS LAST, b.review_count DESC, b.code';
    case 'news':
      return 'b.launched_on DESC, b.code';
    case 'name':
      return 'lower(b.name) COLLATE "C", b.code';
    default:
      return 'b.popularity DESC, b.code';
  }
}

/** A count that needs no grouping: the result row it makes, and its condition on the base rows (alias b). */
interface UngroupedCount {
  facet: 'total' | 'price' | 'rating' | 'inStock';
  value: string | null;
  where: string;
}

/** The total, and the values of the price, rating and in-stock facets asked for. */
function countedWithTheTotal(query: ProductQuery, conditions: Record<FacetName, string>, shopper: Shopper, sql: SqlParams): UngroupedCount[] {
  const counts: UngroupedCount[] = [{ facet: 'total', value: null, where: allBut(conditions) }];
  if (query.facets.includes('price')) {
    let from: number | undefined;
    for (const bucket of priceBuckets(shopper.currency)) {
      const above = from !== undefined ? ` AND b.price >= ${sql.add(from)}` : '';
      const below = bucket.maxMinor !== undefined ? ` AND b.price < ${sql.add(bucket.maxMinor)}` : '';
      counts.push({ facet: 'price', value: bucket.value, where: `${allBut(conditions, 'price')} AND b.price IS NOT NULL${above}${below}` });
      from = bucket.maxMinor;
    }
  }
  if (query.facets.includes('rating')) {
    for (const stars of [4, 3, 2]) counts.push({ facet: 'rating', value: String(stars), where: `${allBut(conditions, 'rating')} AND b.rating_tenths >= ${stars * 10}` });
  }
  if (query.facets.includes('inStock')) counts.push({ facet: 'inStock', value: '1', where: `${allBut(conditions, 'inStock')} AND b.in_stock` });
  return counts;
}

/**
 * The total and the price, rating and in-stock facets' values, each counted with the other facets' filters, in one
 * pass over the matches: at ten times the Sephora feed, a broad search ('parfym', 17,400 matches) spent about 50 ms
 * in their four passes.
 */
function countsInOnePass(query: ProductQuery, conditions: Record<FacetName, string>, shopper: Shopper, sql: SqlParams): string {
  const counts = countedWithTheTotal(query, conditions, shopper, sql);
  const columns = counts.map((count, index) => `count(*) FILTER (WHERE ${count.where})::int AS c${index}`).join(', ');
  const rows = counts
    .map((count, index) => `('${count.facet}', ${count.value === null ? 'NULL' : `${sql.add(count.value)}::text`}, c.c${index})`)
    .join(', ');
  return `SELECT counted.facet, counted.value, NULL::text AS text, counted.count
          FROM (SELECT ${columns} FROM base b) c CROSS JOIN LATERAL (VALUES ${rows}) AS counted (facet, value, count)`;
}

/** The grouped facet rows (facet, value, text, count) of the requested facets, each counted with the other facets' filters. */
function facetQueries(query: ProductQuery, conditions: Record<FacetName, string>, shopper: Shopper, sql: SqlParams): string[] {
  let cultureParam: string | undefined;
  const culture = () => (cultureParam ??= sql.add(shopper.culture));
  const parts: string[] = [];
  for (const facet of query.facets) {
    const where = allBut(conditions, facet);
    switch (facet) {
      case 'brand':
        parts.push(`SELECT 'brand', counted.value, br.name, counted.count
                    FROM (SELECT b.brand_code AS value, count(*)::int AS count FROM base b WHERE ${where} GROUP BY b.brand_code) counted
                    JOIN brands br ON br.code = counted.value`);
        break;
      case 'category': {
        const current = query.filters.category ?? (query.scope.kind === 'category' ? query.scope.code : undefined);
        // The category one level under the current one (or the top level): its code is the current code and the
        // next part of the product's.
        const parent = current ? sql.add(`${current}/`) : null;
        const under = parent ? `AND starts_with(b.category_code, ${parent})` : '';
        const child = parent ? `${parent} || split_part(substr(b.category_code, char_length(${parent}) + 1), '/', 1)` : `split_part(b.category_code, '/', 1)`;
        parts.push(`SELECT 'category', counted.value, cn.name, counted.count
                    FROM (SELECT ${child} AS value, count(*)::int AS count
                          FROM base b WHERE ${allBut(conditions, 'category')} ${under} GROUP BY 1) counted
                    JOIN category_names cn ON cn.category_code = counted.value AND cn.culture = ${culture()}`);
        break;
      }
      case 'tag':
        parts.push(`SELECT 'tag', counted.value, tn.name, counted.count
                    FROM (SELECT t.tag_code AS value, count(*)::int AS count
                          FROM base b CROSS JOIN unnest(b.tag_codes) AS t (tag_code) WHERE ${where} GROUP BY t.tag_code) counted
                    JOIN tag_names tn ON tn.tag_code = counted.value AND tn.culture = ${culture()}`);
        break;
      case 'price':
      case 'rating':
      case 'inStock':
        break; // counted in one pass with the total (countsInOnePass)
      case 'family':
      case 'note':
      case 'audience':
        parts.push(fragranceFacetQuery(facet, facet === 'note' ? allBut(conditions) : where, shopper.culture, culture(), sql));
        break;
    }
  }
  return parts;
}

interface ResultRow {
  facet: FacetName | 'page' | 'total';
  value: string | null;
  text: string | null;
  count: number;
}

async function runQuery(db: Queryable, query: ProductQuery, match: Match, shopper: Shopper): Promise<ResultRow[]> {
  const sql = new SqlParams();
  const sort = query.sort === 'relevance' && match.kind === 'none' ? 'popularity' : query.sort;
  const base = baseQuery(query, match, sort, shopper, sql);
  const conditions = filterConditions(query.filters, sql);
  const offset = (query.page - 1) * query.pageSize;
  const parts = [
    countsInOnePass(query, conditions, shopper, sql),
    // ORDER BY … LIMIT in an array keeps the order and lets the planner keep only the top rows (no full sort).
    `SELECT 'page', page.code, NULL, page.position::int
     FROM unnest(ARRAY(SELECT b.code FROM base b WHERE ${allBut(conditions)} ORDER BY ${orderBy(sort)}
                       LIMIT ${query.pageSize} OFFSET ${offset})) WITH ORDINALITY AS page (code, position)`,
    ...facetQueries(query, conditions, shopper, sql),
  ];
  return db.query<ResultRow>(`WITH base AS MATERIALIZED (${base}) ${parts.map((part) => `(${part})`).join(' UNION ALL ')}`, sql.values);
}

function facetsOf(rows: ResultRow[], query: ProductQuery, shopper: Shopper): Facet[] {
  const { culture } = shopper;
  const selected: Record<FacetName, string[]> = {
    brand: query.filters.brand,
    category: query.filters.category ? [query.filters.category] : [],
    price: query.filters.price ? [query.filters.price] : [],
    tag: query.filters.tag,
    rating: query.filters.rating ? [String(query.filters.rating)] : [],
    inStock: query.filters.inStock ? ['1'] : [],
    family: query.filters.family ?? [],
    note: query.filters.note ?? [],
    audience: query.filters.audience ? [query.filters.audience] : [],
  };
  const names: Record<FacetName, Parameters<typeof searchText>[1]> = {
    brand: 'facetBrand',
    category: 'facetCategory',
    price: 'facetPrice',
    tag: 'facetTag',
    rating: 'facetRating',
    inStock: 'facetInStock',
    family: 'facetFamily',
    note: 'facetNote',
    audience: 'facetAudience',
  };
  const kinds: Record<FacetName, Facet['kind']> = { brand: 'multi', category: 'single', price: 'single', tag: 'multi', rating: 'single', inStock: 'toggle', family: 'multi', note: 'multi', audience: 'single' };
  const buckets = priceBuckets(shopper.currency);
  return query.facets
    .map((name): Facet => {
      let values = rows
        .filter((row) => row.facet === name && row.value !== null && row.count > 0)
        .map((row) => ({
          value: row.value!,
          text:
            name === 'price'
              ? (buckets.find((bucket) => bucket.value === row.value)?.text ?? row.value!)
              : name === 'rating'
                ? searchText(culture, 'ratingAtLeast', { stars: row.value! })
                : name === 'inStock'
                  ? searchText(culture, 'inStockOnly')
                  : (row.text ?? row.value!),
          count: row.count,
          isSelected: selected[name].includes(row.value!),
        }));
      if (name === 'price') values.sort((a, b) => buckets.findIndex((x) => x.value === a.value) - buckets.findIndex((x) => x.value === b.value));
      else if (name === 'rating') values.sort((a, b) => Number(b.value) - Number(a.value));
      else if (name === 'brand' || name === 'tag') {
        values.sort((a, b) => Number(b.isSelected) - Number(a.isSelected) || b.count - a.count || a.text.localeCompare(b.text));
        values = values.slice(0, Math.max(name === 'brand' ? 30 : 15, values.filter((value) => value.isSelected).length));
      } else values.sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
      return { name, text: searchText(culture, names[name]), kind: kinds[name], values };
    })
    .filter((facet) => facet.values.length > 0 || selected[facet.name].length > 0);
}

/**
 * The one product search behind every listing: the scope's products, matching the text (full text in English, the
 * shopper's language and unstemmed, with synonyms and a prefix for the word being typed; a misspelt word corrected;
 * else trigram similarity), filtered, counted per facet, sorted and paged. One SQL statement per attempt. The quick
 * search has its own order and lists (quick-search/quick-search-products.ts) over the same match (text-match.ts).
 */
export async function searchProducts(db: Queryable, query: ProductQuery, shopper: Shopper, today: string): Promise<SearchListing> {
  const words = query.text ? searchWordsOf(query.text) : null;
  let match: Match = words && words.words.length > 0 ? { kind: 'text', words, raw: query.text! } : { kind: 'none' };
  let rows = await runQuery(db, query, match, shopper);
  let correctedQuery: string | undefined;
  if (match.kind === 'text' && totalOf(rows) === 0) {
    const corrected = await correctedWords(db, match.words);
    if (corrected) {
      const retry: Match = { kind: 'text', words: corrected, raw: corrected.text };
      const retried = await runQuery(db, query, retry, shopper);
      if (totalOf(retried) > 0) [rows, match, correctedQuery] = [retried, retry, corrected.text];
    }
    if (correctedQuery === undefined && words!.text.length >= 3) {
      const similar: Match = { kind: 'similar', text: words!.text };
      const retried = await runQuery(db, query, similar, shopper);
      if (totalOf(retried) > 0) [rows, match] = [retried, similar];
    }
  }
  const codes = rows.filter((row) => row.facet === 'page').sort((a, b) => a.count - b.count).map((row) => row.value!);
  const hasText = match.kind !== 'none';
  const sorts: SortOrder[] = hasText ? ['relevance', ...listingSorts] : listingSorts;
  return {
    products: await fetchProductCards(db, codes, shopper, today),
    totalCount: totalOf(rows),
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort === 'relevance' && !hasText ? 'popularity' : query.sort,
    sortOptions: sorts.map((value) => ({
      value,
      text:
        value === 'relevance'
          ? searchText(shopper.culture, 'sortRelevance')
          : value === 'rating'
            ? searchText(shopper.culture, 'sortRating')
            : catalogText(shopper.culture, sortTextKeys[value]),
    })),
    facets: facetsOf(rows, query, shopper),
    filters: query.filters,
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}

const totalOf = (rows: ResultRow[]) => rows.find((row) => row.facet === 'total')?.count ?? 0;
