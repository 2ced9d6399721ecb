import type { Request, Response } from 'express';
import { cookieOptions, tokenCookieOf } from '../http/browser-cookies';
import { unlockBrowserValidityMs } from './login-unlocks';

const unlockCookieName = 'login_unlock';
// Sent with logins only.
const unlockCookiePath = '/dologin';

export const unlockTokenOf = (req: Request): string | null => tokenCookieOf(req, unlockCookieName);

export function setUnlockCookie(req: Request, res: Response, token: string): void {
  res.cookie(unlockCookieName, token, { ...cookieOptions(req, unlockCookiePath), maxAge: unlockBrowserValidityMs });
}

export function clearUnlockCookie(req: Request, res: Response): void {
  res.clearCookie(unlockCookieName, cookieOptions(req, unlockCookiePath));
}
