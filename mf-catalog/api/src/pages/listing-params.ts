import { parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import { sortOrders } from '../catalog/product-listing';

export const defaultPageSize = 24;

const listingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(defaultPageSize),
  sort: z.enum(sortOrders).default('popularity'),
});

export type ListingParams = { page: number; pageSize: number; sort: (typeof sortOrders)[number] };

/** page, pageSize and sort of a listing page; anything malformed is a 400. */
export function listingParams(query: Record<string, unknown>): ListingParams {
  return parseInput(listingQuery, { page: query.page, pageSize: query.pageSize, sort: query.sort });
}

/** The listing's URL: the path with page, pageSize and sort when they differ from the defaults. */
export function listingUrl(path: string, params: ListingParams, withSort = true): string {
  const search = new URLSearchParams();
  if (params.page > 1) search.set('page', String(params.page));
  if (withSort && params.pageSize !== defaultPageSize) search.set('pageSize', String(params.pageSize));
  if (withSort && params.sort !== 'popularity') search.set('sort', params.sort);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
