import { gatewayRoutesSchema, type GatewayRoutesDeclaration } from '@storefront/platform/server';
import { RouteTable, type TeamRouteDeclarations } from './route-table';

const declared = (routes: GatewayRoutesDeclaration) => gatewayRoutesSchema.parse(routes);

const catalog = declared({ api: ['/api/catalog/*', '/api/stores*', '/images/*'], pages: ['/', '/c/*'], unclaimedPages: true });
const account = declared({
  api: ['/api/catalog/variants/monitored', '/api/catalog/variants/{code}/monitor', '/mailbox/*', '/api/my/profile*'],
  pages: ['/my-pages', '/my-pages/*'],
  developmentAids: ['/mailbox/*', '/api/catalog/*'],
});
const checkout = declared({
  api: ['/cart', '/cart/update', '/payment-provider/*'],
  pages: ['/basket', '/checkout'],
  csrfExempt: ['/payment-provider/*', '/api/my/*'],
});
const social = declared({ api: ['/api/social/*', '/api/my/social/*'], pages: [] });
const everyTeam: TeamRouteDeclarations = { catalog, 'cart-checkout': checkout, account, social };

describe('the route table composed from the teams’ routes', () => {
  const table = new RouteTable(everyTeam);

  it.each([
    ['/api/catalog/brands', 'catalog'],
    ['/api/catalog', 'catalog'],
    ['/API/Catalog/brands', 'catalog'],
    ['/api/storesearch', 'catalog'],
    ['/cart', 'cart-checkout'],
    ['/cart/', 'cart-checkout'],
    ['/payment-provider/test/redirect/psp_1/approve', 'cart-checkout'],
    ['/api/my/profile/delete-account', 'account'],
    ['/api/social/posts/pdp/sephora%3AP420652', 'social'],
    ['/api/my/social/profile', 'social'],
  ])('sends the call %s to %s', (path, team) => {
    expect(table.apiTeam(path)).toBe(team);
  });

  it('gives a path to the pattern that names more of it, whichever team declared first', () => {
    expect(table.apiTeam('/api/catalog/variants/monitored')).toBe('account');
    expect(table.apiTeam('/api/catalog/variants/100001/monitor')).toBe('account');
    expect(table.apiTeam('/api/catalog/variants/100001')).toBe('catalog');
    expect(table.apiTeam('/api/catalog/variants/100001/monitor/extra')).toBe('catalog');
    const accountFirst = new RouteTable({ account, catalog });
    expect(accountFirst.apiTeam('/api/catalog/variants/monitored')).toBe('account');
  });

  it('prefers an exact path to a {name} one, and that to a * one, where they name as much', () => {
    const exact = declared({ api: ['/api/x/latest'], pages: [] });
    const named = declared({ api: ['/api/x/{id}'], pages: [] });
    const subtree = declared({ api: ['/api/x/*'], pages: [] });
    const table = new RouteTable({ catalog: subtree, 'cart-checkout': named, account: exact });
    expect(table.apiTeam('/api/x/latest')).toBe('account');
    expect(table.apiTeam('/api/x/42')).toBe('cart-checkout');
    expect(table.apiTeam('/api/x/42/parts')).toBe('catalog');
  });

  it('knows no owner of a path nobody declares', () => {
    for (const path of ['/api/catalogue', '/carts', '/api/my', '/basket', '/c/makeup']) expect(table.apiTeam(path)).toBeNull();
  });

  it('sends pages to their team, and pages nobody claims to the team that renders unclaimed pages', () => {
    expect(table.pageTeam('/')).toBe('catalog');
    expect(table.pageTeam('/c')).toBe('catalog');
    expect(table.pageTeam('/c/makeup/lips')).toBe('catalog');
    expect(table.pageTeam('/checkout')).toBe('cart-checkout');
    expect(table.pageTeam('/my-pages/orders/SE10000001')).toBe('account');
    expect(table.pageTeam('/no/such/page')).toBe('catalog');
    expect(new RouteTable({ 'cart-checkout': checkout, account: declared({ api: [], pages: [] }), catalog: declared({ api: [], pages: [] }) }).pageTeam('/x')).toBeNull();
  });

  it('is plain data: a new team’s routes are claimed as soon as it declares them', () => {
    expect(table.apiTeam('/booking/availabledays')).toBeNull();
    const withBooking = new RouteTable({ ...everyTeam, catalog: declared({ ...catalog, api: [...catalog.api, '/booking/*'] }) });
    expect(withBooking.apiTeam('/booking/availabledays')).toBe('catalog');
  });

  it('counts a team’s CSRF exemptions and development aids only on its own paths', () => {
    expect(table.isCsrfExempt('/payment-provider/test/redirect/psp_1/approve')).toBe(true);
    expect(table.isCsrfExempt('/api/my/profile')).toBe(false);
    expect(table.isCsrfExempt('/cart/update')).toBe(false);
    expect(table.isDevelopmentAid('/mailbox')).toBe(true);
    expect(table.isDevelopmentAid('/MailBox/mail-42')).toBe(true);
    expect(table.isDevelopmentAid('/api/catalog/brands')).toBe(false);
  });
});

describe('while a team has not been heard from', () => {
  const table = new RouteTable({ catalog });

  it('names it, and routes what the teams heard from declare', () => {
    expect(table.unheard).toEqual(['cart-checkout', 'account', 'social']);
    expect(table.apiTeam('/api/catalog/brands')).toBe('catalog');
    expect(table.pageTeam('/c/makeup')).toBe('catalog');
  });

  it('gives no page nobody claims to the not-found page: it may be the unheard team’s', () => {
    expect(table.pageTeam('/my-pages')).toBeNull();
    expect(new RouteTable({}).pageTeam('/')).toBeNull();
  });
});
