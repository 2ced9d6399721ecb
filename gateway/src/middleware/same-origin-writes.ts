import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../routes/error-response';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host of an Origin or Referer header, or null when it is missing, opaque ('null') or not a URL. */
function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF protection for every state change (OWASP: verify the source origin with standard headers): a POST, PUT,
 * PATCH or DELETE that a browser marks as coming from another site, or whose Origin names another host, is refused
 * before it reaches a team server. Browsers send Origin on every cross-origin write, and SameSite cookies already
 * stay home on cross-site subresource requests; this closes what remains (same-site subdomains, older browsers).
 * `Sec-Fetch-Site` decides when present (a same-origin form post may carry `Origin: null` under some referrer
 * policies, but never a wrong Sec-Fetch-Site). Calls without browser headers (server-to-server, scripts) carry no
 * ambient cookies to abuse and pass.
 */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction): void {
  if (safeMethods.has(req.method)) return next();
  // Every current browser says where a request comes from; this answer is the one to trust when it is there.
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return next();
    return refuse(res);
  }
  // Older browsers: an Origin naming another host (or an opaque one) is another site.
  const origin = req.get('origin');
  if (origin === undefined) return next();
  // Express's host: X-Forwarded-Host only from a proxy TRUST_PROXY names, else the Host header a browser cannot forge.
  const host = (req.host ?? '').toLowerCase();
  if (hostOf(origin) !== host) return refuse(res);
  next();
}

function refuse(res: Response): void {
  sendError(res, 403, 'cross_site_request', 'This change must come from a page of this shop.');
}
