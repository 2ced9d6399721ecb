import type { NextFunction, Request, Response } from 'express';
import { gatewayRoutesFile, gatewayRoutesSchema, type GatewayRoutes } from '@storefront/platform/server';
import { TeamFileSource, type TeamFileSourceOptions } from '../team-files/team-file-source';
import { teamNames } from './teams';
import { RouteTable, type TeamRouteDeclarations } from './route-table';

/**
 * Each team's `/remote/routes.json`, read as federation.json is (a team down keeps its last known routes), and the
 * route table composed from them: made again only when a team's routes change.
 */
export class RouteSource {
  private readonly files: TeamFileSource<GatewayRoutes>;
  private composed: { declarations: TeamRouteDeclarations; table: RouteTable } | null = null;

  constructor(options: TeamFileSourceOptions) {
    this.files = new TeamFileSource(gatewayRoutesFile, gatewayRoutesSchema, options);
  }

  async table(): Promise<RouteTable> {
    const declarations = await this.files.all();
    const last = this.composed;
    if (last && teamNames.every((team) => last.declarations[team] === declarations[team])) return last.table;
    const table = new RouteTable(declarations);
    this.composed = { declarations, table };
    return table;
  }
}

/**
 * Asks for the route table once per request, for every middleware and route after it (`routeTableOf`): the CSRF
 * check, the development aids, the API proxy and the pages all read the same table.
 */
export function withRouteTable(routes: RouteSource) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    res.locals.routeTable = await routes.table();
    next();
  };
}

/** The request's route table, as `withRouteTable` put it. */
export function routeTableOf(res: Response): RouteTable {
  const table: unknown = res.locals.routeTable;
  if (!(table instanceof RouteTable)) throw new Error('The route table is asked for before withRouteTable ran');
  return table;
}
