import type { NextFunction, Request, Response } from 'express';
import type { TeamHealth } from '../health/team-health';
import { teamForApiPath } from './api-route-table';
import { sendError, sendTeamUnavailable } from './error-response';
import { teamForPage } from './page-route-table';
import { wantsAppShellData } from './page-url';
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

/** API paths of the route table, to the team that owns them. */
export function apiProxyRoute(proxies: Proxies, teamHealth: TeamHealth) {
  return (req: Request, res: Response, next: NextFunction) => {
    const team = teamForApiPath(req.path);
    if (!team) return next();
    forward(team, teamHealth, proxies[team].api, req, res, next);
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
export function pageJsonRoute(proxies: Proxies, teamHealth: TeamHealth) {
  return (req: Request, res: Response, next: NextFunction) => {
    const team = teamForPage(req.path);
    const proxy = wantsAppShellData(req.originalUrl) ? proxies[team].pageJsonWithAppShellData : proxies[team].pageJson;
    forward(team, teamHealth, proxy, req, res, next);
  };
}
