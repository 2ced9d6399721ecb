import type { APIRequestContext } from '@playwright/test';
import { fillPath, paramNames } from '../../../platform/src/server/testing/attack/route-key';
import { routeName, type TeamRoute } from './route-tables';

/** A valid input for a route where its schema's plain sample is not one (a real product, a date). */
export interface RouteExample {
  body?: unknown;
  query?: Record<string, string>;
}

/** What the generic attempt needs of the running demo store to reach a route: the attack suites' `params` and `examples`. */
export interface RouteSamples {
  /** A product of the demo catalog. */
  variant: string;
  /** A demo product with demo reviews, for team Social's routes: its product code and its page. */
  reviewedProduct: { code: string; path: string };
  /** A raw value for each path parameter name (`code` → a real product code). */
  params: Record<string, string>;
  /** Where one name means another thing on a route (the `code` of a brand), by route name. */
  routeParams: Record<string, Record<string, string>>;
  /** A concrete team path for each RegExp route, by route name. */
  regexPaths: Record<string, string>;
  /** Inputs to start from, by route name, where the plain sample is refused. */
  examples: Record<string, RouteExample>;
}

/** Finds a real product and brand through the gateway; the demo catalog's fixed names do for the rest. */
export async function demoRouteSamples(api: APIRequestContext): Promise<RouteSamples> {
  const { listing } = (await (await api.get('/api/catalog/variants/listing')).json()) as {
    listing: { products: { code: string; productCode: string; url: string; reviewCount?: number }[] };
  };
  const { brands } = (await (await api.get('/api/catalog/brands')).json()) as { brands: { code: string }[] };
  const variant = listing.products[0]?.code;
  const brand = brands[0]?.code;
  if (!variant || !brand) throw new Error('the demo catalog answered without products or brands');
  // A demo product with demo reviews, and its first review: what team Social's post routes are tried on.
  const reviewed = listing.products.find((product) => (product.reviewCount ?? 0) > 0);
  if (!reviewed) throw new Error('the demo catalog answered without a reviewed product');
  const sections = (await (await api.get(`/api/social/posts/pdp/${encodeURIComponent(reviewed.productCode)}`)).json()) as {
    reviews: { items: { postId: string; author: { profileId: string; alias: string } }[] };
  };
  const [review] = sections.reviews.items;
  if (!review) throw new Error(`team Social answered no review of ${reviewed.productCode}`);
  const { postId, author } = review;
  return {
    variant,
    reviewedProduct: { code: reviewed.productCode, path: reviewed.url },
    params: { code: variant, variantCode: variant, index: '1', orderNumber: 'SE10000001', postId, profileId: author.profileId, alias: author.alias, hashtag: 'everyday' },
    routeParams: {
      'GET /api/catalog/brands/:code/products': { code: brand },
      'GET /api/catalog/certificates/:code/products': { code: 'vegan' },
      'GET /api/catalog/certificates/:code/top-brands': { code: 'vegan' },
      'GET /api/catalog/campaigns/:code/products': { code: 'skin-days' },
      'GET /api/social/posts/pdp/:code': { code: reviewed.productCode },
      'GET /api/social/posts/pdp/:code/questions-and-reviews': { code: reviewed.productCode },
    },
    regexPaths: {
      'GET /^\\/page(\\/.*)?$/': '/page/search',
      'GET /^\\/api\\/catalog\\/categories\\/(?<rest>.+)$/': '/api/catalog/categories/makeup',
    },
    examples: {
      'POST /accountwishlist/add': { body: { code: variant } },
      'GET /api/catalog/variants': { query: { codes: variant } },
      'GET /api/my/notifications/since': { query: { since: new Date().toISOString() } },
      // A question about a real product: a review's texts go in as the curated social step writes them.
      'POST /api/social/posts/create': { body: { $type: 'question', productCode: reviewed.productCode, text: 'Is it good for dry skin?' } },
    },
  };
}

/** The team path of a route made concrete, or null when a value is missing (the route's name says which). */
export function teamPathOf(route: TeamRoute, paths: RouteSamples): string | null {
  const name = routeName(route);
  if (typeof route.path !== 'string') return paths.regexPaths[name] ?? null;
  const values = { ...paths.params, ...paths.routeParams[name] };
  if (paramNames(route.path).some((param) => values[param] === undefined)) return null;
  return fillPath(route.path, Object.fromEntries(Object.entries(values).map(([param, value]) => [param, encodeURIComponent(value)])));
}

/** Where a browser asks for a team path through the gateway: a page's JSON `/page/search` at `/search`. */
export function gatewayPathOf(teamPath: string): { path: string; headers: Record<string, string> } {
  const page = /^\/page(\/.*)?$/.exec(teamPath);
  return page ? { path: page[1] || '/', headers: { accept: 'application/json' } } : { path: teamPath, headers: {} };
}
