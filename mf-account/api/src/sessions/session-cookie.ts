import type { Request, Response } from 'express';
import { sessionLifetimeMs } from './session-store';

export const sessionCookieName = 'session';

/** The session token in the request's Cookie header (the gateway passes the browser's cookies through). */
export function sessionTokenOf(req: Request): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== sessionCookieName) continue;
    const value = part.slice(separator + 1).trim();
    return /^[\w-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

/** The browser reached the gateway over https (the gateway says so; the account server is not public). */
const overHttps = (req: Request) => req.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: overHttps(req) });

/** HttpOnly (script cannot read it), SameSite=Lax, 30 days; Secure over https. */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(sessionCookieName, token, { ...cookieOptions(req), maxAge: sessionLifetimeMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName, cookieOptions(req));
}
