import { Router } from 'express';
import type { CertificateResult, TopBrandsResult } from '@storefront/platform';
import { notFound, type Queryable } from '@storefront/platform/server';
import type { Shopper } from '../catalog/shopper';
import { topBrands } from '../catalog/top-brands';
import { productTagOf, tagByCode } from '../tags/tag-repository';
import { apiContext, brandOrTagCode, listingResult, pathCode, topBrandsLimit } from './api-context';
import type { CatalogRouteOptions } from './catalog-route-options';

/** The certificate (a tag that is one) with the code; a plain tag or an unknown code is a 404. */
async function certificateOf(db: Queryable, code: string, shopper: Shopper) {
  const tag = await tagByCode(db, pathCode(code, brandOrTagCode), shopper.culture);
  if (!tag?.is_certificate) throw notFound('No such certificate.');
  return productTagOf(tag, shopper.culture);
}

/** GET /api/catalog/certificates/{code}, /products and /top-brands. */
export function certificateApiRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get('/api/catalog/certificates/:code', async (req, res) => {
    const body: CertificateResult = { certificate: await certificateOf(db, req.params.code, apiContext(options, res).shopper) };
    res.json(body);
  });
  router.get('/api/catalog/certificates/:code/products', async (req, res) => {
    const context = apiContext(options, res, req.query);
    const certificate = await certificateOf(db, req.params.code, context.shopper);
    res.json(await listingResult(context, { kind: 'tag', code: certificate.code }, certificate.name));
  });
  router.get('/api/catalog/certificates/:code/top-brands', async (req, res) => {
    const context = apiContext(options, res, req.query);
    const certificate = await certificateOf(db, req.params.code, context.shopper);
    const limit = topBrandsLimit(context.query);
    const body: TopBrandsResult = { brands: await topBrands(db, { kind: 'tag', code: certificate.code }, limit, context.shopper, context.today) };
    res.json(body);
  });
  return router;
}
