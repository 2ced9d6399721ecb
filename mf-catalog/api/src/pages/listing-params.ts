import type { ListingFilters, SortOrder } from '../../../contract/product-listing';
import { parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import { parsePriceRange } from '../search/price-buckets';

export const defaultPageSize = 24;
const sortOrders = ['relevance', 'popularity', 'price-asc', 'price-desc', 'rating', 'news', 'name'] as const satisfies readonly SortOrder[];
/** Brand and tag codes as the catalog has them ('B012', 'cruelty-free'). */
const code = z.string().regex(/^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/);
/** Comma-joined codes ('a,b'); at most 20. */
const codeList = z
  .string()
  .max(1000)
  .transform((value) => [...new Set(value.split(',').filter(Boolean))])
  .pipe(z.array(code).max(20));

/** A listing's paging, sort and facet parameters, as every listing page and listing call takes them. */
export const listingQueryShape = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(defaultPageSize),
  sort: z.enum(sortOrders).optional(),
  brand: codeList.default([]),
  category: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,3}$/).optional(),
  price: z
    .string()
    .refine((value) => parsePriceRange(value) !== null, 'price is min-max in whole currency units')
    .optional(),
  tag: codeList.default([]),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  inStock: z.enum(['0', '1', 'true', 'false']).optional(),
};

/** A listing's parameters; anything malformed is a 400, an empty one counts as absent. */
export const listingQuery = queryWithoutBlanks(listingQueryShape);

type ListingQuery = z.output<typeof listingQuery>;

export interface ListingParams {
  page: number;
  pageSize: number;
  /** Absent: the listing's default (relevance with search text, else popularity). */
  sort?: SortOrder;
  filters: ListingFilters;
}

/** The listing's parameters as the search takes them, from a parsed `listingQuery` (or a query that extends it). */
export function listingParamsOf(parsed: ListingQuery): ListingParams {
  return {
    page: parsed.page,
    pageSize: parsed.pageSize,
    ...(parsed.sort ? { sort: parsed.sort } : {}),
    filters: {
      brand: parsed.brand,
      ...(parsed.category ? { category: parsed.category } : {}),
      ...(parsed.price ? { price: parsed.price } : {}),
      tag: parsed.tag,
      ...(parsed.rating ? { rating: parsed.rating } : {}),
      inStock: parsed.inStock === '1' || parsed.inStock === 'true',
    },
  };
}

/** Paging, sort and the facets' filters of a listing page, from the page's query; anything malformed is a 400. */
export const listingParams = (query: Record<string, unknown>): ListingParams => listingParamsOf(parseInput(listingQuery, query));

/**
 * The listing's URL: the path with the parameters that differ from the defaults. Without `withState` only the page
 * number is kept (canonical URLs: sorting and filtering show the same products).
 */
export function listingUrl(path: string, params: ListingParams, withState = true, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  if (withState) {
    const { filters } = params;
    if (filters.brand.length > 0) search.set('brand', filters.brand.join(','));
    if (filters.category) search.set('category', filters.category);
    if (filters.price) search.set('price', filters.price);
    if (filters.tag.length > 0) search.set('tag', filters.tag.join(','));
    if (filters.rating) search.set('rating', String(filters.rating));
    if (filters.inStock) search.set('inStock', '1');
    if (params.sort) search.set('sort', params.sort);
    if (params.pageSize !== defaultPageSize) search.set('pageSize', String(params.pageSize));
  }
  if (params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
