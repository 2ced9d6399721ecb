import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { yearLongCookie } from '../app-shell/visitor-cookie';
import { isStaticPath } from '../routes/static-paths';

export const visitorIdCookie = 'visitor';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
  }
  next();
}

export function visitorIdOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[visitorIdCookie];
  return typeof value === 'string' && uuid.test(value) ? value : undefined;
}
