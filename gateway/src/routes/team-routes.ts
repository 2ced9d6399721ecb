import type { NextFunction, Request, Response } from 'express';
import type { TeamHealth } from '../health/team-health';
import { sendError, sendTeamUnavailable } from './error-response';
import { notFound } from './fallback-handlers';
import { wantsAppShellData } from './page-url';
import type { RouteSource } from './route-source';
import type { RouteTable } from './route-table';
import type { TeamProxies } from './team-proxies';
import { isTeamName, type TeamName } from './teams';

type Proxies = Record<TeamName, TeamProxies>;

function forward(
  team: TeamName,
  teamHealth: TeamHealth,
  handler: (req: Request, res: Response, next: NextFunction) => Promise<void>,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (!teamHealth.isAvailable(team)) return sendTeamUnavailable(res, team);
  // Node has answered `100 Continue` already; passed on, the header would keep http-proxy from letting the request be
  // signed and timed (it skips its 'proxyReq' event then).
  delete req.headers.expect;
  void handler(req, res, next);
}

/**
 * A path no known team claims while a team has not been heard from since the gateway started: it may be that team's,
 * so the answer is that team not answering (as when a known team is down), not a 404.
 */
export function sendUnheardTeams(res: Response, table: RouteTable): void {
  sendTeamUnavailable(res, table.unheard.join(' or '));
}

/** API paths of the route table, to the team that owns them. */
export function apiProxyRoute(proxies: Proxies, teamHealth: TeamHealth, routes: RouteSource) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const team = (await routes.table()).apiTeam(req.path);
    if (!team) return next();
    forward(team, teamHealth, proxies[team].api, req, res, next);
  };
}

/** Nothing at this path: a 404, unless a team not heard from yet may answer it. */
export function notFoundOrUnheard(routes: RouteSource) {
  return async (req: Request, res: Response) => {
    const table = await routes.table();
    if (table.unheard.length > 0) return sendUnheardTeams(res, table);
    notFound(req, res);
  };
}

/** `/remotes/<team>/*` → that team's `/remote/*` (its built remote: manifest, entry, chunks). */
export function remoteProxyRoute(proxies: Proxies, teamHealth: TeamHealth) {
  return (req: Request, res: Response, next: NextFunction) => {
    const team = String(req.params.team);
    if (!isTeamName(team)) return sendError(res, 404, 'not_found', `No remote named ${team}`);
    forward(team, teamHealth, proxies[team].remote, req, res, next);
  };
}

/** Page JSON (the browser's page loader asks with `Accept: application/json`) to the team that owns the page. */
export function pageJsonRoute(proxies: Proxies, teamHealth: TeamHealth, routes: RouteSource) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const table = await routes.table();
    const team = table.pageTeam(req.path);
    if (!team) return table.unheard.length > 0 ? sendUnheardTeams(res, table) : notFound(req, res);
    const proxy = wantsAppShellData(req.originalUrl) ? proxies[team].pageJsonWithAppShellData : proxies[team].pageJson;
    forward(team, teamHealth, proxy, req, res, next);
  };
}
