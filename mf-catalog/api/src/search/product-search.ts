import type { Facet, FacetName, ListingFilters, ProductListing, SortOrder } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { campaignScopeCondition } from '../campaigns/campaign-scope';
import { catalogText, type CatalogTextKey } from '../catalog/catalog-texts';
import { fetchProductCards } from '../catalog/product-cards';
import type { Shopper } from '../catalog/shopper';
import { fragranceFacetQuery, fragranceFilterConditions, fragranceScopeCondition } from '../fragrance/fragrance-search-sql';
import { priceBuckets, parsePriceRange } from './price-buckets';
import type { ListingScope, ProductQuery } from './product-query';
import { searchConfigFor } from './search-configs';
import { looksLikeCode, searchWordsOf, type SearchWords } from './search-text';
import { searchText } from './search-texts';
import { SqlParams } from './sql-params';
import { correctedWords } from './spelling';

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
      return `(p.category_code = ${sql.add(scope.code)} OR p.category_code LIKE ${sql.add(scope.code)} || '/%')`;
    case 'brand':
      return `p.brand_code = ${sql.add(scope.code)}`;
    case 'tag':
      return `EXISTS (SELECT 1 FROM product_tags t WHERE t.product_code = p.code AND t.tag_code = ${sql.add(scope.code)})`;
    case 'store':
      return `EXISTS (SELECT 1 FROM store_stock ss JOIN variants sv ON sv.code = ss.variant_code
                      WHERE sv.product_code = p.code AND ss.store_id = ${sql.add(scope.id)} AND ss.quantity > 0)`;
    case 'offers':
      return '(pr.previous_amount IS NOT NULL OR pr.member_amount IS NOT NULL)';
    case 'campaign':
      return campaignScopeCondition(sql.add(scope.code));
    case 'new':
      return 'p.is_new';
    case 'fragrance':
      return fragranceScopeCondition;
    default:
      return 'true';
  }
}

/** The tsquery of the words: each word or one of its synonyms, stemmed in English, in the shopper's language or not at all. */
function textQuery(words: SearchWords, config: string, sql: SqlParams): string {
  return words.words
    .map((alternatives, index) => {
      const parts = alternatives.flatMap((alternative) => {
        const word = sql.add(alternative);
        const stemmed = [`plainto_tsquery('english', ${word})`, `plainto_tsquery('simple', ${word})`];
        if (config !== 'english' && config !== 'simple') stemmed.push(`plainto_tsquery('${config}', ${word})`);
        return stemmed;
      });
      if (words.lastIsPrefix && index === words.words.length - 1) parts.push(`to_tsquery('simple', ${sql.add(`${alternatives[0]}:*`)})`);
      return `(${parts.join(' || ')})`;
    })
    .join(' && ');
}

/** The products in scope matching the text, with the columns filters, facets and sorting need. */
function baseQuery(query: ProductQuery, match: Match, shopper: Shopper, sql: SqlParams): string {
  const price = shopper.isMember ? 'coalesce(pr.member_amount, pr.amount)' : 'pr.amount';
  const popularity = 'ln(1 + greatest(p.popularity, 0)) * 0.05';
  let from = '';
  let condition = '';
  let rank = `${popularity}`;
  if (match.kind === 'text') {
    const tsquery = textQuery(match.words, searchConfigFor(shopper.culture), sql);
    const norm = sql.add(match.words.text);
    const codes = looksLikeCode(match.raw) ? sql.add([match.raw.trim(), match.raw.trim().toUpperCase()]) : null;
    from = `JOIN search_entries e ON e.product_code = p.code CROSS JOIN (SELECT ${tsquery} AS query) q`;
    condition = codes ? `AND (e.document @@ q.query OR e.codes && ${codes}::text[])` : 'AND e.document @@ q.query';
    rank = `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', e.document, q.query)
            + CASE WHEN e.title = ${norm} THEN 3 WHEN position(${norm} IN e.title) > 0 THEN 1 ELSE 0 END
            ${codes ? `+ CASE WHEN e.codes && ${codes}::text[] THEN 100 ELSE 0 END` : ''}
            + ${popularity}`;
  } else if (match.kind === 'similar') {
    const text = sql.add(match.text);
    from = 'JOIN search_entries e ON e.product_code = p.code';
    condition = `AND ${text} <% e.title`;
    rank = `word_similarity(${text}, e.title) + ${popularity}`;
  }
  return `SELECT p.code, p.brand_code, p.category_code, p.rating_tenths, p.review_count, p.in_stock, p.popularity,
                 p.launched_on, p.name, ${price} AS price, ${rank} AS rank
          FROM products p
          JOIN variants v0 ON v0.product_code = p.code AND v0.sort_order = 0
          JOIN variant_prices pr ON pr.variant_code = v0.code AND pr.currency = ${sql.add(shopper.currency)}
          ${from}
          WHERE ${scopeCondition(query.scope, sql)} ${condition}${shopper.isStoreDevice ? '' : ' AND NOT p.show_in_pos_only'}`;
}

/** Each facet's filter on the base rows (alias b); a facet's own counts use all filters but its own. */
function filterConditions(filters: ListingFilters, sql: SqlParams): Record<FacetName, string> {
  const price = filters.price ? parsePriceRange(filters.price) : null;
  return {
    brand: filters.brand.length > 0 ? `b.brand_code = ANY(${sql.add(filters.brand)}::text[])` : 'true',
    category: filters.category
      ? `(b.category_code = ${sql.add(filters.category)} OR b.category_code LIKE ${sql.add(filters.category)} || '/%')`
      : 'true',
    price: price
      ? [
          price.min !== undefined ? `b.price >= ${sql.add(Math.round(price.min * 100))}` : 'true',
          price.max !== undefined ? `b.price < ${sql.add(Math.round(price.max * 100))}` : 'true',
        ].join(' AND ')
      : 'true',
    tag:
      filters.tag.length > 0
        ? `(SELECT count(*) FROM product_tags t WHERE t.product_code = b.code AND t.tag_code = ANY(${sql.add(filters.tag)}::text[])) = ${sql.add(filters.tag.length)}`
        : 'true',
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

/** The facet rows (facet, value, text, count) of the requested facets, each counted with the other facets' filters. */
function facetQueries(query: ProductQuery, conditions: Record<FacetName, string>, shopper: Shopper, sql: SqlParams): string[] {
  let cultureParam: string | undefined;
  const culture = () => (cultureParam ??= sql.add(shopper.culture));
  const parts: string[] = [];
  for (const facet of query.facets) {
    const where = allBut(conditions, facet);
    switch (facet) {
      case 'brand':
        parts.push(`SELECT 'brand' AS facet, b.brand_code AS value, min(br.name) AS text, count(*)::int AS count
                    FROM base b JOIN brands br ON br.code = b.brand_code WHERE ${where} GROUP BY b.brand_code`);
        break;
      case 'category': {
        const current = query.filters.category ?? (query.scope.kind === 'category' ? query.scope.code : undefined);
        const depth = current ? current.split('/').length + 1 : 1;
        const under = current ? `AND b.category_code LIKE ${sql.add(current)} || '/%'` : '';
        parts.push(`SELECT 'category', child.code, min(cn.name), count(*)::int
                    FROM (SELECT array_to_string((string_to_array(b.category_code, '/'))[1:${depth}], '/') AS code
                          FROM base b WHERE ${allBut(conditions, 'category')} ${under}) child
                    JOIN category_names cn ON cn.category_code = child.code AND cn.culture = ${culture()}
                    GROUP BY child.code`);
        break;
      }
      case 'price': {
        const buckets = priceBuckets(shopper.currency);
        const cases = buckets
          .map((bucket) => `WHEN b.price < ${sql.add(bucket.maxMinor ?? 2_000_000_000)} THEN ${sql.add(bucket.value)}`)
          .join(' ');
        parts.push(`SELECT 'price', bucket, NULL, count(*)::int
                    FROM (SELECT CASE ${cases} END AS bucket FROM base b WHERE ${where}) priced GROUP BY bucket`);
        break;
      }
      case 'tag':
        parts.push(`SELECT 'tag', t.tag_code, min(tn.name), count(*)::int
                    FROM base b JOIN product_tags t ON t.product_code = b.code
                    JOIN tag_names tn ON tn.tag_code = t.tag_code AND tn.culture = ${culture()}
                    WHERE ${where} GROUP BY t.tag_code`);
        break;
      case 'rating':
        parts.push(`SELECT 'rating', stars::text, NULL, count(*)::int
                    FROM base b CROSS JOIN (VALUES (4), (3), (2)) AS levels (stars)
                    WHERE ${where} AND b.rating_tenths >= stars * 10 GROUP BY stars`);
        break;
      case 'inStock':
        parts.push(`SELECT 'inStock', '1', NULL, count(*)::int FROM base b WHERE ${where} AND b.in_stock`);
        break;
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
  const base = baseQuery(query, match, shopper, sql);
  const conditions = filterConditions(query.filters, sql);
  const sort = query.sort === 'relevance' && match.kind === 'none' ? 'popularity' : query.sort;
  const offset = (query.page - 1) * query.pageSize;
  const parts = [
    `SELECT 'total' AS facet, NULL AS value, NULL AS text, count(*)::int AS count FROM base b WHERE ${allBut(conditions)}`,
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
      } else values.sort((a, b) => b.count - a.count);
      return { name, text: searchText(culture, names[name]), kind: kinds[name], values };
    })
    .filter((facet) => facet.values.length > 0 || selected[facet.name].length > 0);
}

/**
 * The one product search behind every listing: the scope's products, matching the text (full text in English, the
 * shopper's language and unstemmed, with synonyms and a prefix for the word being typed; a misspelt word corrected;
 * else trigram similarity), filtered, counted per facet, sorted and paged. One SQL statement per attempt. The quick
 * search, asking at every key, leaves the corrections out (its completions tolerate typos themselves).
 */
export async function searchProducts(
  db: Queryable,
  query: ProductQuery,
  shopper: Shopper,
  today: string,
  options: { correctSpelling?: boolean } = {},
): Promise<SearchListing> {
  const words = query.text ? searchWordsOf(query.text) : null;
  let match: Match = words && words.words.length > 0 ? { kind: 'text', words, raw: query.text! } : { kind: 'none' };
  let rows = await runQuery(db, query, match, shopper);
  let correctedQuery: string | undefined;
  if (match.kind === 'text' && totalOf(rows) === 0 && options.correctSpelling !== false) {
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
