import type { NextFunction, Request, Response } from 'express';
import type { TeamHealth } from '../health/team-health';
import { sendError, sendTeamUnavailable } from './error-response';
import { notFound } from './fallback-handlers';
import { wantsAppShellData } from './page-url';
import { routeTableOf } from './route-source';
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
 * No team for this path: a 404, unless a team has not been heard from since the gateway started. The path may be
 * that team's, so the answer is then that team not answering (as when a known team is down).
 */
function sendNoTeam(req: Request, res: Response, table: RouteTable): void {
  if (table.unheard.length > 0) return sendTeamUnavailable(res, table.unheard.join(' or '));
  notFound(req, res);
}

/** API paths of the route table, to the team that owns them. */
export function apiProxyRoute(proxies: Proxies, teamHealth: TeamHealth) {
  return (req: Request, res: Response, next: NextFunction) => {
    const team = routeTableOf(res).apiTeam(req.path);
    if (!team) return next();
    forward(team, teamHealth, proxies[team].api, req, res, next);
  };
}

/** Nothing at this path: a 404, unless a team not heard from yet may answer it. */
export function notFoundOrUnheard(req: Request, res: Response): void {
  sendNoTeam(req, res, routeTableOf(res));
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
export function pageJsonRoute(proxies: Proxies, teamHealth: TeamHealth) {
  return (req: Request, res: Response, next: NextFunction) => {
    const table = routeTableOf(res);
    const team = table.pageTeam(req.path);
    if (!team) return sendNoTeam(req, res, table);
    const proxy = wantsAppShellData(req.originalUrl) ? proxies[team].pageJsonWithAppShellData : proxies[team].pageJson;
    forward(team, teamHealth, proxy, req, res, next);
  };
}
