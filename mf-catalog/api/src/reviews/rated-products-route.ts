import { Router } from 'express';
import { accepts, allow, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { catalogProductCode } from './catalog-codes';
import { reviewAttributesOf } from './review-attributes';
import { ratedDemoProducts } from './review-repository';

export const maxRatedProducts = 500;

const ratedProductsInput = accepts({
  query: z.object({
    after: catalogProductCode().optional(),
    limit: z.coerce.number().int().min(1).max(maxRatedProducts).default(maxRatedProducts),
  }),
});

/**
 * GET /internal/rated-products?after=&limit=: the demo catalog's products whose rating is still the catalog's own
 * (rated, never imported from a feed, no summary of team Social's yet), in code order, `limit` at a time:
 * `{ products: [{ code, ratingTenths, reviewCount, reviewAttributes }], nextAfter }`. Team Social writes the demo
 * reviews behind those ratings; once it has sent its summaries the products are off this list. Social's identity only.
 */
export function ratedProductsRoute(db: Queryable): Router {
  const router = Router();
  router.get('/internal/rated-products', allow.services('social'), ratedProductsInput, async (_req, res) => {
    const { after, limit } = ratedProductsInput.query(res);
    const rows = await ratedDemoProducts(db, after ?? '', limit);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      products: rows.map((row) => ({
        code: row.code,
        ratingTenths: row.rating_tenths,
        reviewCount: row.review_count,
        reviewAttributes: reviewAttributesOf(row.category_code),
      })),
      nextAfter: rows.length === limit ? rows.at(-1)!.code : null,
    });
  });
  return router;
}
