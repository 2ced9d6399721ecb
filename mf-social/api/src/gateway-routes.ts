import type { GatewayRoutesDeclaration } from '@storefront/platform/server';

/** What the gateway sends to team Social's server (published at /remote/routes.json). */
export const gatewayRoutes: GatewayRoutesDeclaration = {
  api: ['/api/social/*', '/api/my/social/*', '/api/admin/social/*', '/search/socialautocomplete', '/images/social/*'],
  pages: ['/social/*'],
};
