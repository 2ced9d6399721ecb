import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { httpHeaders } from '@storefront/platform';
import { sessionCookieName, sessionTokenOf } from './request-session';
import type { SessionResolver } from './session-resolver';

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
 * Called as a team's answer passes back through the gateway, before the browser sees it. An answer that says the
 * session changed (`x-session-changed`, which Account sends after a login, a logout, an impersonation…) has the
 * cached answer for the request's cookie, and for any cookie the answer sets, dropped, so the browser's next request
 * asks again. The header is the team's word to the gateway: it is taken off the answer.
 */
export function forgetChangedSessions(resolver: SessionResolver) {
  return (req: Request, proxyRes: IncomingMessage): void => {
    if (proxyRes.headers[httpHeaders.sessionChanged] === undefined) return;
    delete proxyRes.headers[httpHeaders.sessionChanged];
    const before = sessionTokenOf(req);
    if (before) resolver.forget(before);
    for (const token of tokensSetBy(proxyRes.headers['set-cookie'])) resolver.forget(token);
  };
}
