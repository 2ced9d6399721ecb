import { Router } from 'express';
import type { VariantListingResult, VariantViewModel } from '@storefront/platform';
import { notFound, parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import { fetchVariantCards } from '../catalog/product-cards';
import { variantPage } from '../pages/variant-page';
import { apiContext, listingResult } from './api-context';
import type { CatalogRouteOptions } from './catalog-route-options';
import { variantPath } from './variant-path';

/** Comma-joined six-digit variant codes, 1 to 96 (a listing page's most). */
const listingQuery = z.object({
  codes: z
    .string()
    .max(96 * 7)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.string().regex(/^\d{6}$/)).min(1).max(96))
    .optional(),
});

/** GET /api/catalog/variants/listing and /api/catalog/variants/{code}. */
export function variantApiRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  // Before /variants/:code, which would take 'listing' for a code.
  router.get('/api/catalog/variants/listing', async (req, res) => {
    const context = apiContext(options, res, req.query);
    const { codes } = parseInput(listingQuery, { codes: req.query.codes });
    if (!codes) {
      // Without codes: the whole catalog as a listing, filtered, sorted and paged as the listing pages are.
      res.json(await listingResult(context, { kind: 'all' }, ''));
      return;
    }
    const products = await fetchVariantCards(context.db, codes, context.shopper, context.today);
    const found = new Set(products.map((card) => card.code));
    const body: VariantListingResult = { products, missingCodes: codes.filter((code) => !found.has(code)) };
    res.json(body);
  });
  router.get('/api/catalog/variants/:code', async (req, res) => {
    const { code } = parseInput(variantPath, req.params, 'path');
    const result = await variantPage(apiContext(options, res), '', code);
    if (result.status !== 200) throw notFound('No such variant.');
    const page = result.page as VariantViewModel;
    res.json({ url: page.url, product: page.product, variant: page.variant, variants: page.variants, breadcrumbs: page.breadcrumbs });
  });
  return router;
}
