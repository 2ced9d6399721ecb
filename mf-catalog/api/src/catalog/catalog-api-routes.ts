import { Router } from 'express';
import { campaignApiRoutes } from '../campaigns/campaign-api-routes';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { certificateApiRoutes } from '../tags/certificate-api-routes';
import { brandApiRoutes } from './brand-api-routes';
import { categoryApiRoutes } from './category-api-routes';
import { variantApiRoutes } from './variant-api-routes';

/** The catalog API (/api/catalog/*), one router per resource, answered from the queries the pages use. */
export function catalogApiRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  router.use(variantApiRoutes(options), brandApiRoutes(options), categoryApiRoutes(options), certificateApiRoutes(options), campaignApiRoutes(options));
  return router;
}
