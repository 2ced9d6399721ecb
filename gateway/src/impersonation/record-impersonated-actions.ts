import type { NextFunction, Request, Response } from 'express';
import { sessionOf } from '../sessions/request-session';
import type { ImpersonationAudit } from './impersonation-audit';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const clientClosedRequest = 499;

/**
 * While an administrator acts as a customer, every state change is recorded with both of them once its response is
 * done, or once the browser went away (the change may still have happened): then with 499, nginx's "client closed
 * request", unless an answer had started.
 */
export function recordImpersonatedActions(audit: ImpersonationAudit) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const session = sessionOf(req);
    if (safeMethods.has(req.method) || !session?.impersonatorId) return next();
    const { impersonatorId, userId: memberId, roles } = session;
    const method = req.method;
    const path = req.path.slice(0, 2_000);
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      audit.record({ impersonatorId, memberId, method, path, status: res.headersSent ? res.statusCode : clientClosedRequest }, roles);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
