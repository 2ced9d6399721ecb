import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { csrfCookieName, httpHeaders } from '@storefront/platform';
import { sendError } from '../routes/error-response';
import { routeTableOf } from '../routes/route-source';
import { isStaticPath } from '../routes/static-paths';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The gateway's own paths whose writes carry no token (health checks); teams name theirs in their routes. */
const gatewayExemptPaths = new Set(['/health']);

/** 32 random bytes in base64url: what this gateway issues; any other value is replaced. */
const issuedToken = /^[A-Za-z0-9_-]{43}$/;

const oneYearMs = 365 * 24 * 60 * 60 * 1000;

function csrfCookie(req: Request): CookieOptions {
  // Script must read it (the page sends it back as a header); Strict keeps it off every request another site starts.
  return { maxAge: oneYearMs, sameSite: 'strict', httpOnly: false, secure: req.secure, path: '/' };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * CSRF double submit, on top of `sameOriginWrites`: every browser gets a random `csrf` cookie (static files excepted,
 * like the visitor id), and every POST, PUT, PATCH or DELETE must repeat its value in `x-csrf-token`. Another site can
 * make the browser send the cookie but can neither read it nor set the header, so a forged write carries no match.
 * Writes that cannot carry the header (a payment provider's form post to its team) are those a team declares exempt
 * among its own routes.
 */
export function csrfDoubleSubmit(req: Request, res: Response, next: NextFunction): void {
  const given = (req.cookies as Record<string, unknown> | undefined)?.[csrfCookieName];
  const cookieToken = typeof given === 'string' && issuedToken.test(given) ? given : undefined;
  if (!cookieToken && !isStaticPath(req.path)) {
    res.cookie(csrfCookieName, randomBytes(32).toString('base64url'), csrfCookie(req));
  }
  if (safeMethods.has(req.method) || gatewayExemptPaths.has(req.path)) return next();
  const header = req.get(httpHeaders.csrfToken);
  if (cookieToken && header && sameToken(header, cookieToken)) return next();
  if (routeTableOf(res).isCsrfExempt(req.path)) return next();
  sendError(res, 403, 'csrf_token_invalid', 'This change must come from a page of this shop: reload the page and try again.');
}
