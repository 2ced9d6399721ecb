import path from 'node:path';
import { gatewayRoutesSchema, type GatewayRoutes } from '@storefront/platform/server';
import { RouteTable, type TeamRouteDeclarations } from '../../gateway/src/routes/route-table';
import { isTeamName } from '../../gateway/src/routes/teams';
import { teamFolders } from './team-folders';

// The gateway composes its route tables at run time from what each team's server publishes. This check composes them
// from the teams' declarations in the tree, so a change that gives a path to the wrong team fails here first.
const root = path.join(__dirname, '..', '..');

function declarations(): Record<string, GatewayRoutes> {
  return Object.fromEntries(
    teamFolders(root).map((folder) => {
      const file = path.join(root, folder, 'api', 'src', 'gateway-routes.ts');
      // Each team's declaration, found by its folder, so a new team is checked without being named here.
      const { gatewayRoutes } = require(file) as { gatewayRoutes: unknown };
      return [folder.replace(/^mf-/, ''), gatewayRoutesSchema.parse(gatewayRoutes)];
    }),
  );
}

const declared = declarations();
const table = new RouteTable(declared as TeamRouteDeclarations);

test('every team declares its gateway routes, under the name the gateway knows it by', () => {
  expect(Object.keys(declared).length).toBeGreaterThanOrEqual(3);
  for (const team of Object.keys(declared)) expect(isTeamName(team)).toBe(true);
  expect(table.unheard).toEqual([]);
});

test('no pattern is declared by two teams, and one team renders the pages nobody claims', () => {
  const owners = new Map<string, string[]>();
  for (const [team, routes] of Object.entries(declared)) {
    for (const pattern of [...routes.api, ...routes.pages.map((page) => `page ${page}`)]) {
      owners.set(pattern.toLowerCase(), [...(owners.get(pattern.toLowerCase()) ?? []), team]);
    }
  }
  expect([...owners].filter(([, teams]) => teams.length > 1)).toEqual([]);
  expect(Object.entries(declared).filter(([, routes]) => routes.unclaimedPages).map(([team]) => team)).toEqual(['catalog']);
});

describe('the store’s calls, each to its team', () => {
  it.each([
    ['/mainmenu', 'catalog'],
    ['/api/mainmenu', 'catalog'],
    ['/api/catalog/brands/abc/products', 'catalog'],
    ['/api/catalog', 'catalog'],
    ['/api/stores/12', 'catalog'],
    ['/images/products/123.jpg', 'catalog'],
    ['/searchsuggestions', 'catalog'],
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
    expect(table.apiTeam(path)).toBe(team);
  });

  it.each(['/', '/c/makeup', '/api/catalogue', '/mainmenus', '/appshell/data', '/api/my', '/notifications', '/wishlist', '/my-pages', '/mailboxes', '/internal/stock'])(
    '%s is no team’s call',
    (path) => {
      expect(table.apiTeam(path)).toBeNull();
    },
  );

  it('keeps the test bank’s form posts free of the CSRF token, and the mail viewer for administrators', () => {
    expect(table.isCsrfExempt('/payment-provider/test/redirect/psp_1/approve')).toBe(true);
    expect(table.isCsrfExempt('/cart/update')).toBe(false);
    expect(table.isDevelopmentAid('/mailbox/mail-42')).toBe(true);
    expect(table.isDevelopmentAid('/dologin')).toBe(false);
  });
});

describe('the store’s pages, each to its team', () => {
  it.each([
    ['/', 'catalog'],
    ['/c', 'catalog'],
    ['/c/', 'catalog'],
    ['/c/makeup/lips', 'catalog'],
    ['/campaigns/skin-days', 'catalog'],
    ['/tags', 'catalog'],
    ['/tags/hydrating', 'catalog'],
    ['/certificates/vegan', 'catalog'],
    ['/fragrance-finder', 'catalog'],
    ['/basket', 'cart-checkout'],
    ['/checkout', 'cart-checkout'],
    ['/checkout/await', 'cart-checkout'],
    ['/orderconfirmation/SE10000001', 'cart-checkout'],
    ['/my-pages', 'account'],
    ['/my-pages/orders/SE10000001', 'account'],
    ['/wishlist', 'account'],
    ['/notifications', 'account'],
    ['/forgot-password', 'account'],
    ['/club', 'account'],
    ['/no/such/page', 'catalog'],
  ])('%s is rendered by %s', (path, team) => {
    expect(table.pageTeam(path)).toBe(team);
  });

  it('names the catalog’s listing pages itself, not by rendering what nobody claims', () => {
    const catalogPages = new RouteTable({ ...declared, catalog: { ...declared.catalog!, unclaimedPages: false } } as TeamRouteDeclarations);
    for (const path of ['/c', '/c/makeup/lips', '/campaigns/skin-days', '/tags', '/certificates/vegan', '/fragrance-finder']) {
      expect(catalogPages.pageTeam(path)).toBe('catalog');
    }
    expect(catalogPages.pageTeam('/no/such/page')).toBeNull();
  });
});
