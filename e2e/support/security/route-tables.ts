import type { APIRequestContext } from '@playwright/test';
import { serviceIdentity, signIdentity, type DescribedRoute } from '@storefront/platform/server';
import { storePorts } from '../../../scripts/lib/store.mjs';
import { e2eBasePort } from '../e2e-ports';

export interface TeamRoute extends DescribedRoute {
  team: string;
}

/** `GET /api/search`, or `GET /^\/page(\/.*)?$/` for a RegExp path: how the attack suites name a route. */
export const routeName = (route: Pick<DescribedRoute, 'method' | 'path'>): string =>
  `${route.method} ${typeof route.path === 'string' ? route.path : `/${route.path.regexp}/`}`;

/**
 * Every team server's route table (`GET /internal/route-table`), read straight from its port with the operator's
 * service identity: the gateway never routes `/internal`.
 */
export async function readRouteTables(request: APIRequestContext, secret: string): Promise<TeamRoute[]> {
  const ports = storePorts(e2eBasePort);
  const teams = Object.keys(ports).filter((name) => name !== 'gateway');
  const tables = await Promise.all(
    teams.map(async (team) => {
      const answer = await request.get(`http://127.0.0.1:${ports[team]!}/internal/route-table`, {
        headers: { 'x-storefront-identity': signIdentity(serviceIdentity('operator'), secret) },
      });
      if (!answer.ok()) throw new Error(`the ${team} server gave no route table: ${answer.status()} ${await answer.text()}`);
      const { routes } = (await answer.json()) as { routes: DescribedRoute[] };
      return routes.map((route) => ({ ...route, team }));
    }),
  );
  return tables.flat();
}
