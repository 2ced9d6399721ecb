import { matchesPathPattern } from './path-pattern';
import type { TeamName } from './teams';

export interface PageRoute {
  team: TeamName;
  paths: string[];
}

export const defaultPageTeam: TeamName = 'catalog';

export const pageRoutes: PageRoute[] = [
  {
    team: 'catalog',
    // '/c/*' also claims '/c' itself: the category tree.
    paths: ['/', '/c/*', '/brands/*', '/campaigns/*', '/tags/*', '/certificates/*', '/p/*', '/info/*', '/search*', '/fragrance-finder', '/stores*', '/magazine*'],
  },
  {
    team: 'cart-checkout',
    paths: ['/basket', '/checkout', '/checkout/await', '/orderconfirmation/*'],
  },
  {
    team: 'account',
    paths: ['/my-pages', '/my-pages/*', '/wishlist', '/notifications', '/forgot-password', '/club'],
  },
];

/** The team that renders the page at a URL path; pages nobody claims go to the default team (its 404 page). */
export function teamForPage(path: string, routes: PageRoute[] = pageRoutes): TeamName {
  for (const route of routes) {
    if (route.paths.some((pattern) => matchesPathPattern(pattern, path))) return route.team;
  }
  return defaultPageTeam;
}
