import type { Request } from 'express';
import { httpHeaders } from '@storefront/platform';
import { serviceIdentity, signIdentity, type Identity } from '@storefront/platform/server';
import { sessionOf } from '../sessions/request-session';
import { visitorFrom } from './visitor';
import { visitorIdOf } from './visitor-id';

type IdentityFields = Omit<Identity, 'issuedAt' | 'service'>;

function visitorFields(req: Request): IdentityFields {
  const visitor = visitorFrom(req);
  const fields: IdentityFields = {
    userId: null,
    market: visitor.market,
    culture: visitor.culture,
    isStoreDevice: visitor.isStoreDevice,
    visitorId: visitorIdOf(req),
  };
  if (req.ip) fields.clientAddress = req.ip;
  return fields;
}

/** The visitor, and the member when the request's session cookie resolved to one. */
function browserFields(req: Request): IdentityFields {
  const fields = visitorFields(req);
  const session = sessionOf(req);
  if (session) {
    fields.userId = session.userId;
    fields.impersonatorId = session.impersonatorId;
    fields.roles = session.roles;
  }
  return fields;
}

/**
 * The signed `x-storefront-identity` value the gateway vouches for on behalf of this request: the visitor, and the
 * member when the request's session cookie resolved to one (while impersonating: the customer as `userId`, the
 * administrator as `impersonatorId`, with the administrator's roles). Never a `service`: what a browser asks for
 * stays out of the store's `/internal/*` routes, however it is dressed.
 */
export function signedIdentityFor(req: Request, secret: string): string {
  return signIdentity({ ...browserFields(req), issuedAt: Date.now() }, secret);
}

/**
 * The gateway asking team Account for itself (`/internal/*`) about this request: its service identity, carrying the
 * request's visitor, and its member too unless `asVisitor` (a session lookup, made before anyone is known).
 */
export function signedGatewayIdentityFor(req: Request, secret: string, { asVisitor = false } = {}): string {
  return signIdentity(serviceIdentity('gateway', asVisitor ? visitorFields(req) : browserFields(req)), secret);
}

/** Only the gateway vouches for identities: whatever a client sent under that name is dropped first. */
export function stripClientIdentity(req: Request, _res: unknown, next: () => void): void {
  delete req.headers[httpHeaders.identity];
  next();
}
