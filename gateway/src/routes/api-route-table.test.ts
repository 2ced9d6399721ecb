import { apiRoutes, teamForApiPath } from './api-route-table';

describe('API route table', () => {
  it.each([
    ['/mainmenu', 'catalog'],
    ['/api/mainmenu', 'catalog'],
    ['/api/catalog/brands/abc/products', 'catalog'],
    ['/api/catalog', 'catalog'],
    ['/api/stores/12', 'catalog'],
    ['/api/start/app-startup-ad', 'catalog'],
    ['/images/products/123.jpg', 'catalog'],
    ['/searchsuggestions', 'catalog'],
    ['/resolvedynamicdata', 'catalog'],
    ['/cart/addcouponCode', 'cart-checkout'],
    ['/checkout/completePurchase', 'cart-checkout'],
    ['/api/my/carts/current/complete-purchase', 'cart-checkout'],
    ['/api/shipping/delivery-points', 'cart-checkout'],
    ['/api/gift-cards/GIFT-500-SEK', 'cart-checkout'],
    ['/api/orderconfirmation/SE10000001', 'cart-checkout'],
    ['/payment-provider/test/redirect/psp_1', 'cart-checkout'],
    ['/api/admin/cart-checkout/orders/SE10000001/ship', 'cart-checkout'],
    ['/register', 'account'],
    ['/dologin', 'account'],
    ['/dologout', 'account'],
    ['/dologout/stopimpersonation', 'account'],
    ['/ForgotPasswordPage/ResetPassword', 'account'],
    ['/newslettersignup/subscribe', 'account'],
    ['/newslettersignup/confirm', 'account'],
    ['/accountwishlist/add', 'account'],
    ['/Notifications/Update', 'account'],
    ['/NotificationBlock/Dismiss', 'account'],
    ['/api/authentication/challenge', 'account'],
    ['/api/forgot-password/update-password', 'account'],
    ['/api/my/profile', 'account'],
    ['/api/my/profile/delete-account', 'account'],
    ['/api/my/lists/wishlist', 'account'],
    ['/api/my/notifications', 'account'],
    ['/api/my/loyalty/current-level', 'account'],
    ['/api/loyalty/levels', 'account'],
    ['/api/my/orders', 'account'],
    ['/api/my/orders/SE10000001/return', 'account'],
    ['/api/my/monitored-products/100001/monitor', 'account'],
    ['/api/catalog/variants/monitored', 'account'],
    ['/api/catalog/variants/100001/monitor', 'account'],
    ['/api/catalog/variants/100001/stop-monitoring', 'account'],
    ['/api/catalog/variants/100001', 'catalog'],
    ['/api/catalog/variants/100001/price-history', 'catalog'],
    ['/api/catalog/variants/100001/monitor/extra', 'catalog'],
    ['/api/mypages/links', 'account'],
    ['/api/admin/account/customers/m-1/impersonate', 'account'],
    ['/mailbox', 'account'],
    ['/mailbox/42', 'account'],
  ])('%s belongs to %s', (path, team) => {
    expect(teamForApiPath(path)).toBe(team);
  });

  it.each(['/', '/c/makeup', '/api/catalogue', '/mainmenus', '/appshell/data', '/api/my', '/notifications', '/wishlist', '/my-pages', '/mailboxes'])(
    '%s is no team API path',
    (path) => {
      expect(teamForApiPath(path)).toBeNull();
    },
  );

  it('is plain data other teams add rows to', () => {
    expect(teamForApiPath('/booking/availabledays', [...apiRoutes, { team: 'catalog', paths: ['/booking/*'] }])).toBe(
      'catalog',
    );
  });
});
