import type { NextFunction, Request, Response } from 'express';
import { notFound } from '../routes/fallback-handlers';
import { matchesPathPattern } from '../routes/path-pattern';
import { sessionOf } from '../sessions/request-session';

/** What teams serve to help develop and demonstrate the store: team Account's mail viewer (demo mode). */
export const developmentAidPaths: readonly string[] = ['/mailbox/*'];

/**
 * A development aid reaches its team only for an administrator's session; for everyone else it does not exist here
 * (404, the team never asked), whatever the team would answer.
 */
export function developmentAidsForAdmins(req: Request, res: Response, next: NextFunction): void {
  if (!developmentAidPaths.some((pattern) => matchesPathPattern(pattern, req.path))) return next();
  if (sessionOf(req)?.roles.includes('admin')) return next();
  notFound(req, res);
}
