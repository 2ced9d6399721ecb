import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { sessionCookieName, sessionTokenOf } from './request-session';
import type { SessionResolver } from './session-resolver';

/** Responses after which what a session cookie stands for has changed (login, logout, impersonation, no account). */
const sessionChanges: readonly RegExp[] = [
  /^\/dologin\/?$/i,
  /^\/register\/?$/i,
  // The link in the registration mail confirms the member and logs them in.
  /^\/api\/authentication\/confirm-registration\/?$/i,
  /^\/dologout(\/.*)?$/i,
  /^\/api\/my\/profile\/delete-account\/?$/i,
  /^\/api\/forgot-password\/update-password\/?$/i,
  /^\/api\/admin\/account\/customers\/[^/]+\/impersonate\/?$/i,
];

export function changesSession(path: string): boolean {
  return sessionChanges.some((pattern) => pattern.test(path));
}

function tokensSetBy(setCookie: string | string[] | undefined): string[] {
  return [setCookie ?? []]
    .flat()
    .map((line) => /^\s*([^=;\s]+)=([^;]*)/.exec(line))
    .filter((match): match is RegExpExecArray => match?.[1] === sessionCookieName)
    .map((match) => safelyDecoded(match[2]!))
    .filter(Boolean);
}

function safelyDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Called as team Account's answer passes back through the gateway, before the browser sees it: the cached answer for
 * the request's cookie (and for any cookie the answer sets) is dropped, so the browser's next request asks again.
 */
export function forgetChangedSessions(resolver: SessionResolver) {
  return (req: Request, proxyRes: IncomingMessage): void => {
    if (!changesSession(req.path)) return;
    const before = sessionTokenOf(req);
    if (before) resolver.forget(before);
    for (const token of tokensSetBy(proxyRes.headers['set-cookie'])) resolver.forget(token);
  };
}
