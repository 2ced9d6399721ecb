import type { Request } from 'express';
import { httpHeaders } from '@storefront/platform';
import { signIdentity, type Identity } from '@storefront/platform/server';
import { sessionOf } from '../sessions/request-session';
import { visitorFrom } from './visitor';
import { visitorIdOf } from './visitor-id';

function visitorIdentity(req: Request): Identity {
  const visitor = visitorFrom(req);
  const identity: Identity = {
    userId: null,
    market: visitor.market,
    culture: visitor.culture,
    isStoreDevice: visitor.isStoreDevice,
    visitorId: visitorIdOf(req),
    issuedAt: Date.now(),
  };
  if (req.ip) identity.clientAddress = req.ip;
  return identity;
}

/**
 * The signed `x-storefront-identity` value the gateway vouches for on behalf of this request: the visitor, and the
 * member when the request's session cookie resolved to one (while impersonating: the customer as `userId`, the
 * administrator as `impersonatorId`, with the administrator's roles).
 */
export function signedIdentityFor(req: Request, secret: string): string {
  const identity = visitorIdentity(req);
  const session = sessionOf(req);
  if (session) {
    identity.userId = session.userId;
    identity.impersonatorId = session.impersonatorId;
    identity.roles = session.roles;
  }
  return signIdentity(identity, secret);
}

/** The request as a visitor's, whatever session it carries: what the gateway asks team Account about that session with. */
export function anonymousIdentityFor(req: Request, secret: string): string {
  return signIdentity(visitorIdentity(req), secret);
}

/** Only the gateway vouches for identities: whatever a client sent under that name is dropped first. */
export function stripClientIdentity(req: Request, _res: unknown, next: () => void): void {
  delete req.headers[httpHeaders.identity];
  next();
}
