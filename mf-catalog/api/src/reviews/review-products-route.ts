import { Router } from 'express';
import { accepts, allow, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import { productImage } from '../catalog/product-image';
import { productUrl } from '../catalog/product-card';
import { catalogProductCodeList } from './catalog-codes';
import { reviewAttributesOf } from './review-attributes';
import { reviewProducts } from './review-repository';

export const maxReviewProductCodes = 100;

const reviewProductsInput = accepts({
  query: z.object({
    codes: catalogProductCodeList(maxReviewProductCodes),
  }),
});

/**
 * GET /internal/review-products?codes=a,b: what team Social shows and asks beside its posts about each product
 * (`{ products: [{ code, name, brandName, url, imageUrl, reviewAttributes }] }`, in the order asked; a code the catalog
 * does not know is left out). `url` is the product page and `imageUrl` its first picture (without a width), both its
 * first variant's; product and brand names are the same in every culture. Team Social's own identity only, never a
 * browser's.
 */
export function reviewProductsRoute(db: Queryable): Router {
  const router = Router();
  router.get('/internal/review-products', allow.services('social'), reviewProductsInput, async (_req, res) => {
    const { codes } = reviewProductsInput.query(res);
    const rows = await reviewProducts(db, codes);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      products: rows.map((row) => ({
        code: row.code,
        name: row.name,
        brandName: row.brand_name,
        url: productUrl(row.slug, row.variant_code),
        imageUrl: productImage(row.variant_code, 1, '').src,
        reviewAttributes: reviewAttributesOf(row.category_code),
      })),
    });
  });
  return router;
}
