import { Router } from 'express';
import { httpHeaders, pageRequestParams } from '@storefront/platform';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import { shopperFor } from '../catalog/shopper';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { searcherOf } from '../search/popular-searches';
import { PageCache } from './page-cache';
import type { PageContext } from './page-context';
import { pageQuery } from './page-query';
import { resolvePage } from './resolve-page';

const hiddenParams = new Set<string>(Object.values(pageRequestParams));

const pageInput = accepts({ query: pageQuery });

/** The query string without the hidden page-request parameters, for URLs shown to the shopper. */
function visibleQuery(originalUrl: string): string {
  const search = new URLSearchParams(originalUrl.split('?')[1] ?? '');
  for (const name of hiddenParams) search.delete(name);
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** GET /page<path>: the view model of the catalog page at <path>, or the not-found page with 404. */
export function pageRoute({ db, today, now, secret, checkout }: CatalogRouteOptions): Router {
  const router = Router();
  const searcher = searcherOf(secret);
  const keptPages = new PageCache(db);
  router.get(/^\/page(\/.*)?$/, allow.anyone, pageInput, async (req, res) => {
    const requestedPath = req.path.slice('/page'.length) || '/';
    const path = requestedPath.length > 1 ? requestedPath.replace(/\/+$/, '') || '/' : requestedPath;
    const query = pageInput.query(res);
    const identity = identityOf(res);
    const context: PageContext = {
      db,
      shopper: shopperFor(identity),
      searcher: searcher(identity),
      path,
      query,
      includeFallback: query[pageRequestParams.fallback] === '1',
      today: today(),
      now: now(),
      checkout,
    };
    const key = path === requestedPath ? await keptPages.keyFor(context) : null;
    const kept = key === null ? undefined : keptPages.get(key);
    if (kept) {
      res.type('json').send(kept);
      return;
    }
    const result = await resolvePage(context);
    const actualPath = result.actualUrl ?? (path !== requestedPath && result.status === 200 ? path : undefined);
    if (actualPath) res.setHeader(httpHeaders.actualUrl, result.actualUrlWithoutQuery ? actualPath : `${actualPath}${visibleQuery(req.originalUrl)}`);
    if (key === null || result.status !== 200 || actualPath) {
      res.status(result.status).json(result.page);
      return;
    }
    const json = JSON.stringify(result.page);
    keptPages.keep(key, json);
    res.type('json').send(json);
  });
  return router;
}
