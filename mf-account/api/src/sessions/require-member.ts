import type { NextFunction, Request, Response } from 'express';
import { identityOf, ResponseError } from '@storefront/platform/server';

/** Member routes: a visitor gets 401 `login_required` (the shell opens the account box with the return URL). */
export function requireMember(req: Request, res: Response, next: NextFunction): void {
  if (!identityOf(res).userId) {
    throw new ResponseError(401, 'login_required', 'Log in to see this page.', { returnUrl: req.originalUrl.replace(/^\/page/, '') || '/' });
  }
  next();
}

/** The logged-in member's id (after requireMember). */
export function memberIdOf(res: Response): string {
  const userId = identityOf(res).userId;
  if (!userId) throw new ResponseError(401, 'login_required', 'Log in to see this page.');
  return userId;
}

/** Admin routes: the role is checked here, on the server, from the identity the gateway signed. */
export function requireAdmin(_req: Request, res: Response, next: NextFunction): void {
  const identity = identityOf(res);
  if (!identity.userId) throw new ResponseError(401, 'login_required', 'Log in as an administrator.');
  if (!identity.roles?.includes('admin')) throw new ResponseError(403, 'forbidden', 'Administrators only.');
  next();
}
