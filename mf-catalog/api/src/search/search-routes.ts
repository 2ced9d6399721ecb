import { Router } from 'express';
import { identityOf, parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../api/catalog-route-options';
import { shopperFor } from '../catalog/shopper';
import { listingFacets } from '../pages/listing';
import { listingParams } from '../pages/listing-params';
import { searchProducts } from './product-search';

const searchQuery = z.object({ q: z.string().trim().min(1).max(200) });

/** GET /api/search?q= (the listing with facets and a corrected query) and /api/search/products?q= (products only). */
export function searchRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  router.get(['/api/search', '/api/search/products'], async (req, res) => {
    const { q } = parseInput(searchQuery, { q: req.query.q });
    const params = listingParams(req.query as Record<string, unknown>);
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
