import { matchesPathPattern } from './path-pattern';
import type { TeamName } from './teams';

export interface ApiRoute {
  team: TeamName;
  paths: string[];
}

export const apiRoutes: ApiRoute[] = [
  {
    // Monitored products are team Account's, though these calls' paths are under the catalog's variants: they come
    // before the catalog's '/api/catalog/*'.
    team: 'account',
    paths: ['/api/catalog/variants/monitored', '/api/catalog/variants/{code}/monitor', '/api/catalog/variants/{code}/stop-monitoring'],
  },
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
      '/api/admin/cart-checkout/*',
    ],
  },
  {
    team: 'account',
    paths: [
      '/register',
      '/dologin',
      '/dologout*',
      '/ForgotPasswordPage/*',
      // '/newslettersignup/confirm' is the link in the confirmation mail: a plain GET the account server answers.
      '/newslettersignup/*',
      '/accountwishlist/*',
      // Not '/Notifications/*': that would claim the page '/notifications' too (patterns ignore case).
      '/Notifications/Update',
      '/NotificationBlock/*',
      '/api/authentication/*',
      '/api/forgot-password*',
      '/api/my/profile*',
      '/api/my/lists*',
      '/api/my/notifications*',
      '/api/my/loyalty/*',
      '/api/loyalty/*',
      '/api/my/orders*',
      '/api/my/monitored-products*',
      '/api/mypages/*',
      '/api/admin/account/*',
      // The local mail viewer is the account server's own HTML, not a page of the shell.
      '/mailbox',
      '/mailbox/*',
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
