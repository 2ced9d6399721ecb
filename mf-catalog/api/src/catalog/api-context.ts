import type { Response } from 'express';
import type { CatalogListingResult } from '../../../contract/listing-pages';
import { identityOf } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { listingFor } from '../pages/listing';
import type { ListingParams } from '../pages/listing-params';
import type { PageContext } from '../pages/page-context';
import type { ListingScope } from '../search/product-query';
import { shopperFor } from './shopper';
import { maxTopBrands } from './top-brands';

/** What the page code needs to answer a call: the caller's shopper, today and now. */
export function apiContext(options: CatalogRouteOptions, res: Response): PageContext {
  return {
    db: options.db,
    shopper: shopperFor(identityOf(res)),
    searcher: null,
    path: '',
    query: {},
    includeFallback: false,
    today: options.today(),
    now: options.now(),
    checkout: options.checkout,
  };
}

/** A path whose {code} is checked against the code pattern of its kind: anything else is a 400 naming it. */
export const codePath = (pattern: RegExp) => z.object({ code: z.string().max(200).regex(pattern) });

/** Brand and tag codes as the catalog has them ('B012', 'cruelty-free'). */
export const brandOrTagCode = /^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/;

/** The scope's products as a listing call answers: the page's listing with its facets, for the caller's market. */
export async function listingResult(context: PageContext, scope: ListingScope, listName: string, params: ListingParams): Promise<CatalogListingResult> {
  const { listing } = await listingFor(context, scope, params, listName);
  return { listing };
}

/** ?limit= of a top-brands call: 1 to 30, 10 when absent. */
export const topBrandsQueryShape = { limit: z.coerce.number().int().min(1).max(maxTopBrands).default(10) };
