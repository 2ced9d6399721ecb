import { apiRoutes, teamForApiPath } from './route-table';
import { defaultPageTeam, pageRoutes, teamForPage } from './page-routes';
import { matchesPathPattern } from './path-pattern';

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

describe('page route table', () => {
  it('sends known and unknown pages to their team, catalog by default', () => {
    expect(teamForPage('/c/makeup/lips')).toBe('catalog');
    expect(teamForPage('/fragrance-finder')).toBe('catalog');
    expect(teamForApiPath('/fragrance-finder')).toBeNull();
    for (const path of ['/basket', '/checkout', '/checkout/await', '/orderconfirmation/SE10000001']) {
      expect(teamForPage(path)).toBe('cart-checkout');
    }
    expect(teamForApiPath('/checkout')).toBeNull();
    for (const path of ['/my-pages', '/my-pages/orders/SE10000001', '/wishlist', '/notifications', '/forgot-password', '/club']) {
      expect(teamForPage(path)).toBe('account');
      expect(teamForApiPath(path)).toBeNull();
    }
    expect(teamForPage('/no/such/page')).toBe(defaultPageTeam);
    expect(defaultPageTeam).toBe('catalog');
  });

  it('names the catalog’s listing pages (not left to the default): the category tree, campaigns, tags, certificates', () => {
    const catalogPaths = pageRoutes.find((route) => route.team === 'catalog')!.paths;
    for (const path of ['/c', '/c/', '/c/makeup/lips', '/campaigns/skin-days', '/tags', '/tags/hydrating', '/certificates/vegan']) {
      expect(catalogPaths.some((pattern) => matchesPathPattern(pattern, path))).toBe(true);
    }
  });
});

describe('path patterns', () => {
  it('match exact paths, subtrees and prefixes', () => {
    expect(matchesPathPattern('/mainmenu', '/MainMenu')).toBe(true);
    expect(matchesPathPattern('/api/catalog/*', '/api/catalog/x')).toBe(true);
    expect(matchesPathPattern('/api/catalog/*', '/api/catalogx')).toBe(false);
    expect(matchesPathPattern('/api/stores*', '/api/storesearch')).toBe(true);
    expect(matchesPathPattern('/', '/c')).toBe(false);
  });

  it('match one segment for a {name} segment', () => {
    const pattern = '/api/catalog/variants/{code}/monitor';
    expect(matchesPathPattern(pattern, '/api/catalog/variants/100001/monitor')).toBe(true);
    expect(matchesPathPattern(pattern, '/API/Catalog/Variants/100001/Monitor/')).toBe(true);
    expect(matchesPathPattern(pattern, '/api/catalog/variants//monitor')).toBe(false);
    expect(matchesPathPattern(pattern, '/api/catalog/variants/1/2/monitor')).toBe(false);
    expect(matchesPathPattern(pattern, '/api/catalog/variants/100001/monitors')).toBe(false);
  });
});
