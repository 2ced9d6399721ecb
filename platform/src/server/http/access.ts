import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MemberRole } from '../../account/types';
import type { ServiceName } from '../identity';
import { identityOf } from './require-identity';
import { ResponseError } from './response-error';

/** Who may call a route: what its guard lets through, and what the authorization matrix tries it with. */
export type RouteAccess =
  | { kind: 'withoutIdentity' }
  | { kind: 'anyone' }
  | { kind: 'member' }
  | { kind: 'role'; role: MemberRole; unseen?: boolean }
  | { kind: 'service'; callers: readonly ServiceName[] };

/** A middleware that checks a route's access, carrying what it checks so the route table can be read back. */
export interface AccessGuard extends RequestHandler {
  readonly access: RouteAccess;
}

const guard = (access: RouteAccess, check: (req: Request, res: Response) => void): AccessGuard =>
  Object.assign(
    function accessGuard(req: Request, res: Response, next: NextFunction) {
      check(req, res);
      next();
    },
    { access },
  );

/**
 * The error codes a guard refuses with, and no handler uses: the authorization matrix tells a guard's refusal from a
 * handler's own answer by them (a handler may refuse for reasons of its own, 'forbidden' say).
 */
export const guardRefusals = {
  loginRequired: 'login_required',
  adminsOnly: 'admins_only',
  serviceOnly: 'service_only',
  serviceNotAllowed: 'service_not_allowed',
} as const;

export const loginRequired = (req: Request, message = 'Log in to see this page.') =>
  // The shell opens the account box and comes back here (a page's JSON path without its /page prefix).
  new ResponseError(401, guardRefusals.loginRequired, message, { returnUrl: req.originalUrl.replace(/^\/page/, '') || '/' });

/**
 * Every route states who may call it with one of these, in its own `router.get(path, allow.…, handler)` or in a
 * `router.use(prefix, allow.…)` before it. The check runs on the server from the identity the gateway signed.
 */
export const allow = {
  /** No identity needed at all: only for `/health`, which the gateway and `npm start` poll before anything else. */
  withoutIdentity: guard({ kind: 'withoutIdentity' }, () => undefined),
  /** Visitors too: pages, the catalog, a visitor's own cart. */
  anyone: guard({ kind: 'anyone' }, () => undefined),
  /** A logged-in member (while impersonating: the customer); a visitor gets 401 `login_required`. */
  members: guard({ kind: 'member' }, (req, res) => {
    if (!identityOf(res).userId) throw loginRequired(req);
  }),
  /** A member with the administrator's role; a visitor gets 401, another member 403. */
  admins: guard({ kind: 'role', role: 'admin' }, (req, res) => {
    const identity = identityOf(res);
    if (!identity.userId) throw loginRequired(req, 'Log in as an administrator.');
    if (!identity.roles?.includes('admin')) throw new ResponseError(403, guardRefusals.adminsOnly, 'Administrators only.');
  }),
  /**
   * Administrators only, and nobody else learns the route exists (404): for development aids such as the demo mail
   * viewer.
   */
  adminsUnseen: guard({ kind: 'role', role: 'admin', unseen: true }, (_req, res) => {
    if (!identityOf(res).roles?.includes('admin')) throw new ResponseError(404, 'not_found', 'Not found');
  }),
  /**
   * Another process of the store calling for itself (`/internal/*`): a browser's identity, however well signed, is a
   * 401, and a service not named is a 403.
   */
  services: (...callers: [ServiceName, ...ServiceName[]]) =>
    guard({ kind: 'service', callers }, (_req, res) => {
      const { service } = identityOf(res);
      if (!service) throw new ResponseError(401, guardRefusals.serviceOnly, 'Only the store’s own services may call this.');
      if (!callers.includes(service)) throw new ResponseError(403, guardRefusals.serviceNotAllowed, `The ${service} service may not call this.`);
    }),
} as const;

export function isAccessGuard(handler: unknown): handler is AccessGuard {
  return typeof handler === 'function' && 'access' in handler;
}
