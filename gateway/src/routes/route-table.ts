import { matchesPathPattern } from './path-pattern';
import type { TeamName } from './teams';

export interface ApiRoute {
  team: TeamName;
  paths: string[];
}

export const apiRoutes: ApiRoute[] = [
  {
    team: 'catalog',
    paths: [
      '/mainmenu',
      '/api/mainmenu',
      '/api/catalog/*',
      '/api/search/*',
      '/api/stores*',
      '/api/start*',
      '/api/content/*',
      '/api/notice-bar',
      '/api/opengraph',
      '/api/resolve-url',
      '/images/*',
      '/resolvedynamicdata',
      '/searchsuggestions',
      '/encryptsearchtext',
      '/search/autocomplete',
    ],
  },
  {
    team: 'cart-checkout',
    paths: [
      '/cart',
      '/cart/update',
      '/cart/addcouponCode',
      '/cart/removecouponCode',
      '/cart/deletecart',
      '/checkout/update',
      '/checkout/completePurchase',
      '/api/my/carts/*',
      '/api/shipping/*',
      '/api/gift-cards/*',
      '/api/orderconfirmation/*',
      '/payment-provider/*',
    ],
  },
];

/** The team that owns an API path, or null when no team does (then it may be a page URL). */
export function teamForApiPath(path: string, routes: ApiRoute[] = apiRoutes): TeamName | null {
  for (const route of routes) {
    if (route.paths.some((pattern) => matchesPathPattern(pattern, path))) return route.team;
  }
  return null;
}
