import type { Request, Response } from 'express';
import { fetchPageFor, type PageFetchResult } from '../html/fetch-page-json';
import type { TeamHealth } from '../health/team-health';
import { routeTableOf } from './route-source';
import type { RouteTable } from './route-table';
import type { TeamName, TeamUrls } from './teams';

/**
 * A team answers 404 without a page for a path it claims that has nothing behind it (an unknown profile alias, an
 * order that is not there). The shop's not-found page is the team of unclaimed pages' (the catalog's,
 * OWNERSHIP.md): the gateway asks it instead, so a shopper meets the same page, with its links onwards, wherever a
 * path leads nowhere. Null when there is no such team, it is the team that answered, or it is down.
 */
export function notFoundTeamFor(table: RouteTable, answered: TeamName, teamHealth: TeamHealth): TeamName | null {
  const team = table.unclaimedPagesTeam;
  return team !== null && team !== answered && teamHealth.isAvailable(team) ? team : null;
}

/** A team's answer that says "nothing here" without a page of its own to show. */
export function isNotFoundWithoutPage(result: PageFetchResult): boolean {
  return result.kind === 'failed' && result.status === 404;
}

export interface NotFoundPageOptions {
  teamUrls: TeamUrls;
  teamHealth: TeamHealth;
  identitySecret: string;
  timeoutMs: number;
}

/** The not-found page (without its no-JavaScript fallback) for page JSON `answered` had none for; null without one. */
export function notFoundPageJson(options: NotFoundPageOptions) {
  return async (answered: TeamName, req: Request, res: Response): Promise<Record<string, unknown> | null> => {
    const team = notFoundTeamFor(routeTableOf(res), answered, options.teamHealth);
    if (team === null) return null;
    const result = await fetchPageFor(req, { teamUrl: options.teamUrls[team], identitySecret: options.identitySecret, timeoutMs: options.timeoutMs, fallback: false });
    return result.kind === 'page' && result.status === 404 ? { ...result.page } : null;
  };
}
