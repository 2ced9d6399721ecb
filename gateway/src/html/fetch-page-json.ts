import type { PageBase } from '@storefront/platform';
import { httpHeaders } from '@storefront/platform';
import { serviceCallHeaders } from '@storefront/platform/server';
import type { Request } from 'express';
import { describeFailure } from '../health/call-failures';
import { forwardedHeadersFor } from '../identity/forwarded-headers';
import { signedIdentityFor } from '../identity/identity-header';
import { teamPagePath } from '../routes/page-url';

export type PageFetchResult =
  | { kind: 'page'; status: number; page: PageBase; headers: Headers }
  | { kind: 'redirect'; status: number; location: string }
  /** `status` 0: no answer at all, for `error`. */
  | { kind: 'failed'; status: number; reason: string; error?: unknown };

export interface PageFetchRequest {
  teamUrl: string;
  originalUrl: string;
  identity: string;
  requestId: string;
  /** The browser's address, host and scheme as the gateway trusts them (`forwardedHeadersFor`). */
  forwarded: Record<string, string>;
  /**
   * The browser's Cookie header, as the team gets it when the browser asks for the same page JSON itself: a team's
   * own cookie shapes its page (team Social's SocialOnBehalfOf), and the first HTML must show what the next read will.
   */
  cookie?: string;
  timeoutMs: number;
  /** With the page's no-JavaScript fallback (an HTML navigation's); true unless given. */
  fallback?: boolean;
}

function isPage(body: unknown): body is PageBase {
  return typeof body === 'object' && body !== null && typeof (body as PageBase).componentName === 'string';
}

/** The page JSON, with its no-JavaScript fallback unless asked without, fetched server-side. */
export async function fetchPageJson(request: PageFetchRequest): Promise<PageFetchResult> {
  const headers: Record<string, string> = {
    ...serviceCallHeaders,
    accept: 'application/json',
    [httpHeaders.identity]: request.identity,
    [httpHeaders.requestId]: request.requestId,
    ...request.forwarded,
    ...(request.cookie && { cookie: request.cookie }),
  };
  try {
    const response = await fetch(`${request.teamUrl}${teamPagePath(request.originalUrl, { fallback: request.fallback ?? true })}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      return { kind: 'redirect', status: response.status, location };
    }
    const body: unknown = await response.json().catch(() => null);
    if (isPage(body)) return { kind: 'page', status: response.status, page: body, headers: response.headers };
    return { kind: 'failed', status: response.status, reason: `team answered ${response.status} without a page` };
  } catch (error) {
    return { kind: 'failed', status: 0, reason: describeFailure(error), error };
  }
}

/** The page at the browser's URL from the team at `teamUrl`, asked for the shopper behind `req`. */
export function fetchPageFor(req: Request, ask: { teamUrl: string; identitySecret: string; timeoutMs: number; fallback?: boolean }): Promise<PageFetchResult> {
  return fetchPageJson({
    teamUrl: ask.teamUrl,
    originalUrl: req.originalUrl,
    identity: signedIdentityFor(req, ask.identitySecret),
    requestId: String(req.id),
    forwarded: forwardedHeadersFor(req),
    ...(req.headers.cookie && { cookie: req.headers.cookie }),
    timeoutMs: ask.timeoutMs,
    ...(ask.fallback !== undefined && { fallback: ask.fallback }),
  });
}
