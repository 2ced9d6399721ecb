import type { GenericOutcome } from './generic-store';
import { gatewayPathOf, teamPathOf, type RouteSamples } from './route-samples';
import type { TeamRoute } from './route-tables';

/**
 * The page addresses whose query texts a page route took in the generic attempt, each with every such text at once
 * (its last payload): a browser opening them gets the texts in the page's first HTML and its preloaded JSON.
 */
export function reflectedPages(generic: readonly GenericOutcome[], samples: RouteSamples): string[] {
  const byRoute = new Map<TeamRoute, URLSearchParams>();
  for (const outcome of generic) {
    const last = outcome.stored.at(-1);
    const { route, part, keys } = outcome.field;
    if (!last || part !== 'query' || keys.length !== 1) continue;
    const teamPath = teamPathOf(route, samples);
    if (!teamPath?.startsWith('/page') || route.method !== 'GET') continue;
    const search = byRoute.get(route) ?? new URLSearchParams();
    search.set(keys[0] === '*' ? 'xss' : keys[0]!, last.text);
    byRoute.set(route, search);
  }
  return [...byRoute].map(([route, search]) => `${gatewayPathOf(teamPathOf(route, samples)!).path}?${search}`);
}
