import type { GatewayRoutesDeclaration } from '@storefront/platform/server';

/** What the gateway sends to Checkout's server (published at /remote/routes.json). */
export const gatewayRoutes: GatewayRoutesDeclaration = {
  api: [
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
  pages: ['/basket', '/checkout', '/checkout/await', '/orderconfirmation/*'],
  // The test bank's own HTML forms (approve, decline) post from the bank's page, which holds no CSRF token of ours.
  csrfExempt: ['/payment-provider/*'],
};
