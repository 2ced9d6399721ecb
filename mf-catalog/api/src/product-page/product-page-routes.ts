import { Router, type Response } from 'express';
import type { GiftWithPurchaseOffers, ProductVideos } from '../../../contract/product-page';
import { accepts, allow, identityOf, notFound } from '@storefront/platform/server';
import { shopperFor, type Shopper } from '../catalog/shopper';
import { visibleProductOfVariant, type ProductRecord } from '../catalog/variant-repository';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { variantPath } from '../http/variant-path';
import { competitorLowestPrices } from './competitor-prices';
import { giftOffersFor } from './gift-offers';
import { priceChanges, priceHistoryOf } from './price-history';
import { productVideos } from './product-videos';
import { recommendationsFor } from './recommendations';

/** A malformed variant code is a 400. */
const variantInput = accepts({ params: variantPath });

/** The variant of the path as the shopper may see it: 404 for an unknown or hidden one. */
async function visibleVariant(options: CatalogRouteOptions, res: Response): Promise<{ code: string; shopper: Shopper; product: ProductRecord }> {
  const { code } = variantInput.params(res);
  const shopper = shopperFor(identityOf(res));
  const product = await visibleProductOfVariant(options.db, code, shopper);
  if (!product) throw notFound('No such variant.');
  return { code, shopper, product };
}

/**
 * The product page's sections, each loaded by the page after it shows (so the page JSON stays lean):
 * GET /api/catalog/variants/{code}/price-history, recommendations, gwp-offers, videos and competitor-lowest-prices.
 * What depends on the shopper (member prices, market) is never cached for another.
 */
export function productPageRoutes(options: CatalogRouteOptions): Router {
  const { db, checkout, today } = options;
  const router = Router();
  const variants = '/api/catalog/variants/:code';

  router.get(`${variants}/price-history`, allow.anyone, variantInput, async (_req, res) => {
    const { code, shopper } = await visibleVariant(options, res);
    const changes = await priceChanges(db, code, shopper.currency, today(), shopper.isMember);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(priceHistoryOf(code, shopper.currency, changes, today()));
  });

  router.get(`${variants}/recommendations`, allow.anyone, variantInput, async (_req, res) => {
    const { code, shopper, product } = await visibleVariant(options, res);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await recommendationsFor(db, checkout, product, code, shopper, today()));
  });

  router.get(`${variants}/gwp-offers`, allow.anyone, variantInput, async (_req, res) => {
    const { code, shopper } = await visibleVariant(options, res);
    const body: GiftWithPurchaseOffers = { variantCode: code, offers: await giftOffersFor(db, checkout, shopper) };
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(body);
  });

  router.get(`${variants}/videos`, allow.anyone, variantInput, async (_req, res) => {
    const { code, product } = await visibleVariant(options, res);
    const body: ProductVideos = { variantCode: code, videos: await productVideos(db, product.code) };
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.json(body);
  });

  router.get(`${variants}/competitor-lowest-prices`, allow.anyone, variantInput, async (_req, res) => {
    const { code, shopper } = await visibleVariant(options, res);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await competitorLowestPrices(db, code, shopper.currency, today()));
  });

  return router;
}
