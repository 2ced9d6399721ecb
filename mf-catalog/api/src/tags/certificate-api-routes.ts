import { Router } from 'express';
import type { CertificateResult, TopBrandsResult } from '../../../contract/listing-pages';
import { accepts, allow, notFound, type Queryable } from '@storefront/platform/server';
import { apiContext, brandOrTagCode, codePath, listingResult, topBrandsQueryShape } from '../catalog/api-context';
import type { Shopper } from '../catalog/shopper';
import { topBrands } from '../catalog/top-brands';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import { listingParamsOf, listingQuery } from '../pages/listing-params';
import { productTagOf, tagByCode } from './tag-repository';

const certificatePath = codePath(brandOrTagCode);
const certificateInput = accepts({ params: certificatePath });
const certificateProductsInput = accepts({ params: certificatePath, query: listingQuery });
const certificateTopBrandsInput = accepts({ params: certificatePath, query: queryWithoutBlanks(topBrandsQueryShape) });

/** The certificate (a tag that is one) with the code; a plain tag or an unknown code is a 404. */
async function certificateOf(db: Queryable, code: string, shopper: Shopper) {
  const tag = await tagByCode(db, code, shopper.culture);
  if (!tag?.is_certificate) throw notFound('No such certificate.');
  return productTagOf(tag, shopper.culture);
}

/** GET /api/catalog/certificates/{code}, /products and /top-brands. */
export function certificateApiRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get('/api/catalog/certificates/:code', allow.anyone, certificateInput, async (_req, res) => {
    const body: CertificateResult = { certificate: await certificateOf(db, certificateInput.params(res).code, apiContext(options, res).shopper) };
    res.json(body);
  });
  router.get('/api/catalog/certificates/:code/products', allow.anyone, certificateProductsInput, async (_req, res) => {
    const context = apiContext(options, res);
    const certificate = await certificateOf(db, certificateProductsInput.params(res).code, context.shopper);
    res.json(await listingResult(context, { kind: 'tag', code: certificate.code }, certificate.name, listingParamsOf(certificateProductsInput.query(res))));
  });
  router.get('/api/catalog/certificates/:code/top-brands', allow.anyone, certificateTopBrandsInput, async (_req, res) => {
    const context = apiContext(options, res);
    const certificate = await certificateOf(db, certificateTopBrandsInput.params(res).code, context.shopper);
    const { limit } = certificateTopBrandsInput.query(res);
    const body: TopBrandsResult = { brands: await topBrands(db, { kind: 'tag', code: certificate.code }, limit, context.shopper, context.today) };
    res.json(body);
  });
  return router;
}
