import { Router } from 'express';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import { z } from 'zod';
import { shopperFor } from '../catalog/shopper';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import { listingFacets } from '../pages/listing';
import { listingParamsOf, listingQueryShape } from '../pages/listing-params';
import { searchProducts } from './product-search';

/** The text (required) and the listing's parameters. */
const searchInput = accepts({ query: queryWithoutBlanks({ q: z.string().trim().min(1).max(200), ...listingQueryShape }, ['q']) });

/** GET /api/search?q= (the listing with facets and a corrected query) and /api/search/products?q= (products only). */
export function searchRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  router.get(['/api/search', '/api/search/products'], allow.anyone, searchInput, async (req, res) => {
    const query = searchInput.query(res);
    const { q } = query;
    const params = listingParamsOf(query);
    const withFacets = req.path === '/api/search';
    const listing = await searchProducts(
      options.db,
      {
        text: q,
        scope: { kind: 'all' },
        filters: params.filters,
        sort: params.sort ?? 'relevance',
        page: params.page,
        pageSize: params.pageSize,
        facets: withFacets ? listingFacets : [],
      },
      shopperFor(identityOf(res)),
      options.today(),
    );
    res.json(withFacets ? { q, listing } : { q, products: listing.products, totalCount: listing.totalCount, page: listing.page, pageSize: listing.pageSize });
  });
  return router;
}
