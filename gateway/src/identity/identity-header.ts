import type { Request } from 'express';
import { httpHeaders } from '@storefront/platform';
import { signIdentity } from '@storefront/platform/server';
import { visitorFrom } from './visitor';
import { visitorIdOf } from './visitor-id';

/** The signed `x-storefront-identity` value the gateway vouches for on behalf of this request. */
export function signedIdentityFor(req: Request, secret?: string): string {
  const visitor = visitorFrom(req);
  return signIdentity(
    {
      userId: null,
      market: visitor.market,
      culture: visitor.culture,
      isStoreDevice: visitor.isStoreDevice,
      visitorId: visitorIdOf(req),
      issuedAt: Date.now(),
    },
    secret,
  );
}

/** Only the gateway vouches for identities: whatever a client sent under that name is dropped first. */
export function stripClientIdentity(req: Request, _res: unknown, next: () => void): void {
  delete req.headers[httpHeaders.identity];
  next();
}
