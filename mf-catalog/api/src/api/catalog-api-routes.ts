import { Router } from 'express';
import type { VariantViewModel } from '@storefront/platform';
import { identityOf, notFound, type Queryable } from '@storefront/platform/server';
import { allBrands, brandByCode, brandUrl, type BrandRecord } from '../catalog/brand-repository';
import { shopperFor } from '../catalog/shopper';
import { variantPage } from '../pages/variant-page';

const brandJson = (brand: BrandRecord) => ({
  code: brand.code,
  name: brand.name,
  slug: brand.slug,
  url: brandUrl(brand.slug),
  color: brand.color,
  description: brand.description,
  productCount: brand.product_count,
});

/** The first calls of the catalog API (/api/catalog/*), answered from the queries the pages use. */
export function catalogApiRoutes(db: Queryable, today: () => string): Router {
  const router = Router();
  router.get('/api/catalog/variants/:code', async (req, res) => {
    const { code } = req.params;
    if (!/^\d{6}$/.test(code)) throw notFound('No such variant.');
    const result = await variantPage(
      { db, shopper: shopperFor(identityOf(res)), path: '', query: {}, includeFallback: false, today: today(), now: Date.now() },
      '',
      code,
    );
    if (result.status !== 200) throw notFound('No such variant.');
    const page = result.page as VariantViewModel;
    res.json({ url: page.url, product: page.product, variant: page.variant, variants: page.variants, breadcrumbs: page.breadcrumbs });
  });
  router.get('/api/catalog/brands', async (_req, res) => {
    res.json({ brands: (await allBrands(db)).map(brandJson) });
  });
  router.get('/api/catalog/brands/:code', async (req, res) => {
    const brand = await brandByCode(db, req.params.code);
    if (!brand) throw notFound('No such brand.');
    res.json({ brand: brandJson(brand) });
  });
  return router;
}
