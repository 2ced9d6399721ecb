import { Router } from 'express';
import type { Culture } from '@storefront/platform';
import type { CategoryResult, TopBrandsResult } from '../../../contract/listing-pages';
import { accepts, allow, badRequest, notFound, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import { listingParamsOf, listingQueryShape } from '../pages/listing-params';
import { apiContext, listingResult, topBrandsQueryShape } from './api-context';
import { catalogText } from './catalog-texts';
import {
  categoryByCode,
  categoryPath,
  categoryProductCount,
  categoryUrl,
  childCategories,
  type CategoryRecord,
} from './category-repository';
import { topBrands } from './top-brands';

const categoryCode = /^[a-z0-9-]+(\/[a-z0-9-]+){0,3}$/;
const subResource = /^(.+)\/(products|top-brands)$/;

type CategoryCall = { category: CategoryRecord; part: 'self' | 'products' | 'top-brands' };

/** The path after /categories/ (checked by categoryCall), and the listing's parameters or the top brands' limit. */
const categoryInput = accepts({
  params: z.object({ rest: z.string() }),
  query: queryWithoutBlanks({ ...listingQueryShape, ...topBrandsQueryShape }),
});

/**
 * A category code holds slashes ('makeup/lips'), so the call is the path after /categories/, as is or URL-encoded
 * ('makeup%2Flips'): the whole rest when it is a category, else a category followed by /products or /top-brands.
 */
async function categoryCall(db: Queryable, path: string, culture: Culture): Promise<CategoryCall> {
  const rest = path.replace(/\/+$/, '');
  const whole = categoryCode.test(rest) ? await categoryByCode(db, rest, culture) : null;
  if (whole) return { category: whole, part: 'self' };
  const split = subResource.exec(rest);
  if (split && categoryCode.test(split[1]!)) {
    const category = await categoryByCode(db, split[1]!, culture);
    if (category) return { category, part: split[2] as CategoryCall['part'] };
  } else if (!categoryCode.test(rest)) {
    throw badRequest('Invalid path: code', { code: 'A category code is lower-case path segments, e.g. makeup/lips.' });
  }
  throw notFound('No such category.');
}

/** GET /api/catalog/categories/{code}, {code}/products and {code}/top-brands. (Follow and unfollow belong to team Social.) */
export function categoryApiRoutes(options: CatalogRouteOptions): Router {
  const { db } = options;
  const router = Router();
  router.get(/^\/api\/catalog\/categories\/(?<rest>.+)$/, allow.anyone, categoryInput, async (_req, res) => {
    const context = apiContext(options, res);
    const query = categoryInput.query(res);
    const { culture } = context.shopper;
    const { category, part } = await categoryCall(db, categoryInput.params(res).rest, culture);
    if (part === 'products') {
      res.json(await listingResult(context, { kind: 'category', code: category.code }, category.name, listingParamsOf(query)));
      return;
    }
    if (part === 'top-brands') {
      const { limit } = query;
      const body: TopBrandsResult = { brands: await topBrands(db, { kind: 'category', code: category.code }, limit, context.shopper, context.today) };
      res.json(body);
      return;
    }
    const [path, children, productCount] = await Promise.all([
      categoryPath(db, category.code, culture),
      childCategories(db, category.code, culture),
      categoryProductCount(db, category.code),
    ]);
    const body: CategoryResult = {
      category: {
        code: category.code,
        name: category.name,
        url: categoryUrl(category.code),
        description: category.description,
        level: category.level,
        parentCode: category.parent_code,
        productCount,
      },
      breadcrumbs: [{ name: catalogText(culture, 'home'), url: '/' }, ...path.map((step) => ({ name: step.name, url: categoryUrl(step.code) }))],
      children: children.map((child) => ({ code: child.code, name: child.name, url: categoryUrl(child.code), productCount: child.product_count })),
    };
    res.json(body);
  });
  return router;
}
