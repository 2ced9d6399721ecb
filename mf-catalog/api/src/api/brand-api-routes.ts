import { Router } from 'express';
import { notFound } from '@storefront/platform/server';
import { allBrands, brandByCode, brandUrl, type BrandRecord } from '../catalog/brand-repository';
import { apiContext, brandOrTagCode, listingResult, pathCode } from './api-context';
import type { CatalogRouteOptions } from './catalog-route-options';

const brandJson = (brand: BrandRecord) => ({
  code: brand.code,
  name: brand.name,
  slug: brand.slug,
  url: brandUrl(brand.slug),
  color: brand.color,
  description: brand.description,
  productCount: brand.product_count,
});

/** GET /api/catalog/brands, /brands/{code} and /brands/{code}/products. */
export function brandApiRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get('/api/catalog/brands', async (_req, res) => {
    res.json({ brands: (await allBrands(db)).map(brandJson) });
  });
  router.get('/api/catalog/brands/:code', async (req, res) => {
    const brand = await brandByCode(db, req.params.code);
    if (!brand) throw notFound('No such brand.');
    res.json({ brand: brandJson(brand) });
  });
  router.get('/api/catalog/brands/:code/products', async (req, res) => {
    const brand = await brandByCode(db, pathCode(req.params.code, brandOrTagCode));
    if (!brand) throw notFound('No such brand.');
    res.json(await listingResult(apiContext(options, res, req.query), { kind: 'brand', code: brand.code }, brand.name));
  });
  return router;
}
