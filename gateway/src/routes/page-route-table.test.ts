import { teamForApiPath } from './api-route-table';
import { defaultPageTeam, pageRoutes, teamForPage } from './page-route-table';
import { matchesPathPattern } from './path-pattern';

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
