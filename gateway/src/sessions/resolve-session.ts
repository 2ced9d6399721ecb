import type { NextFunction, Request, Response } from 'express';
import { signedGatewayIdentityFor } from '../identity/identity-header';
import { isStaticPath } from '../routes/static-paths';
import { attachSession, sessionTokenOf } from './request-session';
import type { SessionResolver } from './session-resolver';

/** Finds out whose session cookie a request carries, before any team is asked; bundles and health checks skip it. */
export function resolveSession(resolver: SessionResolver, identitySecret: string) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const token = isStaticPath(req.path) ? undefined : sessionTokenOf(req);
    if (!token) return next();
    try {
      const session = await resolver.resolve(token, signedGatewayIdentityFor(req, identitySecret, { asVisitor: true }), req.log);
      if (session) attachSession(req, session);
    } catch (error) {
      req.log?.warn({ err: error }, 'session not resolved');
    }
    next();
  };
}
