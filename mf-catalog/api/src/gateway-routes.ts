import type { GatewayRoutesDeclaration } from '@storefront/platform/server';

/** What the gateway sends to the catalog's server (published at /remote/routes.json). */
export const gatewayRoutes: GatewayRoutesDeclaration = {
  api: [
    '/mainmenu',
    '/api/mainmenu',
    '/api/catalog/*',
    '/api/search/*',
    '/api/stores*',
    '/images/*',
    '/searchsuggestions',
    '/encryptsearchtext',
    '/search/autocomplete',
  ],
  // '/c/*' also claims '/c' itself: the category tree.
  pages: ['/', '/c/*', '/brands/*', '/campaigns/*', '/tags/*', '/certificates/*', '/p/*', '/info/*', '/search*', '/fragrance-finder', '/stores*', '/magazine*'],
  // The catalog answers every page path it does not know with its not-found page.
  unclaimedPages: true,
};
