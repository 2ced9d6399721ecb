import type { Request, Response } from 'express';
import { cookieOptions, tokenCookieOf } from '../http/browser-cookies';
import { announceSessionChange } from './session-change';
import { sessionLifetimeMs } from './session-store';

export const sessionCookieName = 'session';

/** The session token in the request's Cookie header. */
export const sessionTokenOf = (req: Request): string | null => tokenCookieOf(req, sessionCookieName);

/** HttpOnly (script cannot read it), SameSite=Lax, 30 days; Secure over https. */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(sessionCookieName, token, { ...cookieOptions(req), maxAge: sessionLifetimeMs });
  announceSessionChange(res);
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName, cookieOptions(req));
  announceSessionChange(res);
}
