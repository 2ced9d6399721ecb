import type { NextFunction, Request, Response } from 'express';
import { notFound } from '../routes/fallback-handlers';
import type { RouteSource } from '../routes/route-source';
import { sessionOf } from '../sessions/request-session';

/**
 * What a team serves to help develop and demonstrate the store (team Account's mail viewer, in demo mode), as the
 * team declares it among its routes, reaches the team only for an administrator's session; for everyone else it does
 * not exist here (404, the team never asked), whatever the team would answer.
 */
export function developmentAidsForAdmins(routes: RouteSource) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (sessionOf(req)?.roles.includes('admin')) return next();
    try {
      if (!(await routes.table()).isDevelopmentAid(req.path)) return next();
    } catch (error) {
      return next(error);
    }
    notFound(req, res);
  };
}
