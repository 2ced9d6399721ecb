import type { NextFunction, Request, Response } from 'express';
import { notFound } from '../routes/fallback-handlers';
import { routeTableOf } from '../routes/route-source';
import { sessionOf } from '../sessions/request-session';

/**
 * What a team serves to help develop and demonstrate the store (team Account's mail viewer, in demo mode), as the
 * team declares it among its routes, reaches the team only for an administrator's session; for everyone else it does
 * not exist here (404, the team never asked), whatever the team would answer.
 */
export function developmentAidsForAdmins(req: Request, res: Response, next: NextFunction): void {
  if (!routeTableOf(res).isDevelopmentAid(req.path) || sessionOf(req)?.roles.includes('admin')) return next();
  notFound(req, res);
}
