import type { CookieOptions, Request } from 'express';

const oneYearMs = 365 * 24 * 60 * 60 * 1000;

export function yearLongCookie(req: Request): CookieOptions {
  return { maxAge: oneYearMs, sameSite: 'lax', httpOnly: true, secure: req.secure, path: '/' };
}
