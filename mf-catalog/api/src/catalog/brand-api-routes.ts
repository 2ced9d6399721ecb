import { Router } from 'express';
import { accepts, allow, notFound } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { listingParamsOf, listingQuery } from '../pages/listing-params';
import { apiContext, brandOrTagCode, codePath, listingResult } from './api-context';
import { allBrands, brandByCode, brandUrl, type BrandRecord } from './brand-repository';

const brandJson = (brand: BrandRecord) => ({
  code: brand.code,
  name: brand.name,
  slug: brand.slug,
  url: brandUrl(brand.slug),
  color: brand.color,
  description: brand.description,
  productCount: brand.product_count,
});

/** Any code: one the catalog does not have is simply not found. */
const brandInput = accepts({ params: z.object({ code: z.string() }) });
const brandProductsInput = accepts({ params: codePath(brandOrTagCode), query: listingQuery });

/** GET /api/catalog/brands, /brands/{code} and /brands/{code}/products. */
export function brandApiRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get('/api/catalog/brands', allow.anyone, async (_req, res) => {
    res.json({ brands: (await allBrands(db)).map(brandJson) });
  });
  router.get('/api/catalog/brands/:code', allow.anyone, brandInput, async (_req, res) => {
    const brand = await brandByCode(db, brandInput.params(res).code);
    if (!brand) throw notFound('No such brand.');
    res.json({ brand: brandJson(brand) });
  });
  router.get('/api/catalog/brands/:code/products', allow.anyone, brandProductsInput, async (_req, res) => {
    const brand = await brandByCode(db, brandProductsInput.params(res).code);
    if (!brand) throw notFound('No such brand.');
    const params = listingParamsOf(brandProductsInput.query(res));
    res.json(await listingResult(apiContext(options, res), { kind: 'brand', code: brand.code }, brand.name, params));
  });
  return router;
}
