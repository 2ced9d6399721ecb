import type { Request } from 'express';
import type { ResolvedSession } from '@storefront/platform';

/** The cookie team Account sets at login (HttpOnly: only the gateway and Account ever read it). */
export const sessionCookieName = 'session';

const sessions = new WeakMap<Request, ResolvedSession>();

export function sessionTokenOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[sessionCookieName];
  return typeof value === 'string' && value ? value : undefined;
}

/** The member this request was made by, as team Account answered for its cookie; undefined for a visitor. */
export function sessionOf(req: Request): ResolvedSession | undefined {
  return sessions.get(req);
}

export function attachSession(req: Request, session: ResolvedSession): void {
  sessions.set(req, session);
}
