import { Router } from 'express';
import type { VariantViewModel } from '@storefront/platform';
import type { VariantListingResult } from '../../../contract/listing-pages';
import { accepts, allow, notFound, productCode } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import { variantPath } from '../http/variant-path';
import { listingParamsOf, listingQueryShape } from '../pages/listing-params';
import { variantPage } from '../pages/variant-page';
import { apiContext, listingResult } from './api-context';
import { fetchVariantCards } from './product-cards';

/** Comma-joined six-digit variant codes, 1 to 96 (a listing page's most); `?codes=` names none, a 400. */
const codes = z
  .string()
  .max(96 * 7)
  .transform((value) => [...new Set(value.split(',').filter(Boolean))])
  .pipe(z.array(productCode()).min(1).max(96));

const listingInput = accepts({ query: queryWithoutBlanks({ ...listingQueryShape, codes: codes.optional() }, ['codes']) });
const variantInput = accepts({ params: variantPath });
const variantsInput = accepts({ query: queryWithoutBlanks({ codes }, ['codes']) });

/** The parts of a product page a variant lookup answers with: `GET /api/catalog/variants/{code}`, one of `?codes=`. */
const variantAnswer = (page: VariantViewModel) => ({
  url: page.url,
  product: page.product,
  variant: page.variant,
  variants: page.variants,
  breadcrumbs: page.breadcrumbs,
});

/** GET /api/catalog/variants?codes=, /api/catalog/variants/listing and /api/catalog/variants/{code}. */
export function variantApiRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  // Several variants in one call, as the single lookup answers each (a cart's lines): one round trip, not one each.
  router.get('/api/catalog/variants', allow.anyone, variantsInput, async (_req, res) => {
    const context = apiContext(options, res);
    const variants: ReturnType<typeof variantAnswer>[] = [];
    const missingCodes: string[] = [];
    for (const code of variantsInput.query(res).codes) {
      const result = await variantPage(context, '', code);
      if (result.status === 200) variants.push(variantAnswer(result.page as VariantViewModel));
      else missingCodes.push(code);
    }
    res.json({ variants, missingCodes });
  });
  // Before /variants/:code, which would take 'listing' for a code.
  router.get('/api/catalog/variants/listing', allow.anyone, listingInput, async (_req, res) => {
    const context = apiContext(options, res);
    const query = listingInput.query(res);
    if (!query.codes) {
      // Without codes: the whole catalog as a listing, filtered, sorted and paged as the listing pages are.
      res.json(await listingResult(context, { kind: 'all' }, '', listingParamsOf(query)));
      return;
    }
    const { codes: asked } = query;
    const products = await fetchVariantCards(context.db, asked, context.shopper, context.today);
    const found = new Set(products.map((card) => card.code));
    const body: VariantListingResult = { products, missingCodes: asked.filter((code) => !found.has(code)) };
    res.json(body);
  });
  router.get('/api/catalog/variants/:code', allow.anyone, variantInput, async (_req, res) => {
    const result = await variantPage(apiContext(options, res), '', variantInput.params(res).code);
    if (result.status !== 200) throw notFound('No such variant.');
    res.json(variantAnswer(result.page as VariantViewModel));
  });
  return router;
}
