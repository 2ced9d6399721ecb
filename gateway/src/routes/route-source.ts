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
