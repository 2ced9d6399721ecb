import type { NextFunction, Request, Response } from 'express';
import { languages, markets } from '../../app-shell/markets';
import { httpHeaders } from '../../pages/page-types';
import { verifyIdentity, type Identity } from '../identity';
import { ResponseError } from './response-error';

const marketCodes = new Set<string>(markets.map((market) => market.alpha2));
const cultures = new Set<string>(languages.map((language) => language.culture));

/** Refuses a request without a valid identity signed by the gateway (401); keeps the identity for the handlers. */
export function requireIdentity(secret: string, now: () => number = Date.now) {
  return (req: Request, res: Response, next: NextFunction) => {
    const identity = verifyIdentity(req.get(httpHeaders.identity), secret, now());
    if (!identity || !marketCodes.has(identity.market) || !cultures.has(identity.culture)) {
      throw new ResponseError(401, 'unauthenticated', 'A valid identity from the gateway is required.');
    }
    res.locals.identity = identity;
    next();
  };
}

/** The identity `requireIdentity` let through. */
export function identityOf(res: Response): Identity {
  return res.locals.identity as Identity;
}
