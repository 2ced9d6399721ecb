import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { yearLongCookie } from '../app-shell/visitor-cookie';
import { isStaticPath } from '../routes/static-paths';

export const visitorIdCookie = 'visitor';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Requests whose visitor id was issued by this very request: a browser on its first visit (or one that drops cookies). */
const firstVisits = new WeakSet<Request>();

/**
 * Gives every browser an anonymous visitor id (what an anonymous cart belongs to) in an HttpOnly cookie, and makes
 * it visible to this very request too. A value that is not one we issue is replaced. Static files get no cookie:
 * a Set-Cookie would keep them out of shared caches.
 */
export function ensureVisitorId(req: Request, res: Response, next: NextFunction): void {
  if (isStaticPath(req.path)) return next();
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const given = cookies[visitorIdCookie];
  if (typeof given !== 'string' || !uuid.test(given)) {
    const visitorId = randomUUID();
    res.cookie(visitorIdCookie, visitorId, yearLongCookie(req));
    req.cookies = { ...cookies, [visitorIdCookie]: visitorId };
    firstVisits.add(req);
  }
  next();
}

export function visitorIdOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[visitorIdCookie];
  return typeof value === 'string' && uuid.test(value) ? value : undefined;
}

/** True when the request came without a visitor id of ours: nothing can belong to that visitor yet (no cart). */
export function isFirstVisit(req: Request): boolean {
  return firstVisits.has(req);
}
