import type { GatewayRoutesDeclaration } from '@storefront/platform/server';

/** What the gateway sends to team Account's server (published at /remote/routes.json). */
export const gatewayRoutes: GatewayRoutesDeclaration = {
  api: [
    '/register',
    '/dologin',
    '/dologout*',
    '/ForgotPasswordPage/*',
    // '/newslettersignup/confirm' is the link in the confirmation mail: a plain GET this server answers.
    '/newslettersignup/*',
    '/accountwishlist/*',
    // Not '/Notifications/*': that would claim the page '/notifications' too (patterns ignore case).
    '/Notifications/Update',
    '/NotificationBlock/*',
    '/api/authentication/*',
    '/api/forgot-password*',
    '/api/my/profile*',
    '/api/my/notifications*',
    '/api/my/loyalty/*',
    '/api/loyalty/*',
    '/api/my/orders*',
    '/api/my/monitored-products*',
    // Monitored products are this team's, though their paths lie in the catalog's '/api/catalog/*': the more specific
    // pattern wins.
    '/api/catalog/variants/monitored',
    '/api/catalog/variants/{code}/monitor',
    '/api/catalog/variants/{code}/stop-monitoring',
    '/api/mypages/*',
    '/api/admin/account/*',
    // The local mail viewer is this server's own HTML, not a page of the shell.
    '/mailbox/*',
  ],
  pages: ['/my-pages', '/my-pages/*', '/wishlist', '/notifications', '/forgot-password', '/club'],
  developmentAids: ['/mailbox/*'],
};
