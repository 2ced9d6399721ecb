import type { Request } from 'express';
import { reachedOverHttps } from '@storefront/platform/server';

/** A token-shaped cookie of the request (the gateway passes the browser's cookies through), or null. */
export function tokenCookieOf(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return /^[\w-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

/** HttpOnly (script cannot read it), SameSite=Lax, Secure over https; on `path`. */
export const cookieOptions = (req: Request, path = '/') => ({ httpOnly: true, sameSite: 'lax' as const, path, secure: reachedOverHttps(req) });
