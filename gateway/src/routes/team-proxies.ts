import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { createProxyMiddleware, responseInterceptor, type Options, type RequestHandler } from 'http-proxy-middleware';
import { httpHeaders } from '@storefront/platform';
import { describeFailure, TeamTimeoutError } from '../health/call-failures';
import type { TeamHealth } from '../health/team-health';
import { setForwardedHeaders } from '../identity/forwarded-headers';
import { signedIdentityFor } from '../identity/identity-header';
import { sendRequestTimeout, sendTeamUnavailable } from './error-response';
import { pageResponseHeaders } from './page-response-headers';
import { teamPagePath } from './page-url';
import { teamNames, type TeamName, type TeamUrls } from './teams';

export interface TeamProxyOptions {
  teamUrls: TeamUrls;
  teamHealth: TeamHealth;
  proxyTimeoutMs: number;
  serverVersion: () => string;
  /** Adds app shell data to a page JSON body (pages asked with `_asd=1`). */
  withAppShellData: (page: Record<string, unknown>, req: Request) => Promise<Record<string, unknown>>;
  identitySecret: string;
  /** Called with each team answer before it is passed back to the browser (the session cache listens here). */
  onTeamResponse?: (team: TeamName, req: Request, proxyRes: IncomingMessage) => void;
  /**
   * The shop's not-found page for a page `team` answered 404 without one (an unknown profile, say): from the team of
   * unclaimed pages (not-found-page.ts); null when there is none to ask, and the team's answer goes back as it is.
   */
  notFoundPage?: (team: TeamName, req: Request, res: Response) => Promise<Record<string, unknown> | null>;
}

export interface TeamProxies {
  api: RequestHandler<Request, Response>;
  remote: RequestHandler<Request, Response>;
  pageJson: RequestHandler<Request, Response>;
  pageJsonWithAppShellData: RequestHandler<Request, Response>;
}

function isServerResponse(value: unknown): value is ServerResponse {
  return typeof (value as ServerResponse | undefined)?.writeHead === 'function';
}

function baseOptions(team: TeamName, options: TeamProxyOptions, agent: Agent): Options<Request, Response> {
  return {
    target: options.teamUrls[team],
    agent,
    on: {
      proxyReq: (proxyReq, req) => {
        setForwardedHeaders(proxyReq, req);
        proxyReq.removeHeader(httpHeaders.identity);
        proxyReq.setHeader(httpHeaders.identity, signedIdentityFor(req, options.identitySecret));
        proxyReq.setHeader(httpHeaders.requestId, String(req.id));
        // Not http-proxy's own limit: it fails with a bare ECONNRESET, which cannot be told from a dead team.
        const { proxyTimeoutMs } = options;
        proxyReq.setTimeout(proxyTimeoutMs, () => proxyReq.destroy(new TeamTimeoutError(team, proxyTimeoutMs)));
      },
      error: (error, req, res) => {
        // A team waiting for a body the browser has not finished sending is not failing: the browser is.
        const browserStalled = error instanceof TeamTimeoutError && !req.complete;
        const answered = isServerResponse(res) && res.headersSent;
        if (!browserStalled && !answered) options.teamHealth.callFailed(team, error);
        req.log?.warn({ team, reason: describeFailure(error), browserStalled }, 'team server failed');
        if (!isServerResponse(res)) return void res.destroy();
        if (res.headersSent) return void res.end();
        if (browserStalled) return sendRequestTimeout(res);
        sendTeamUnavailable(res, team);
      },
    },
  };
}

/**
 * A team's Set-Cookie would replace the gateway's own (visitor id, CSRF token) on the same response: both are kept.
 */
function keepGatewayCookies(proxyRes: IncomingMessage, res: ServerResponse): void {
  const teamCookies = proxyRes.headers['set-cookie'];
  const gatewayCookies = res.getHeader('set-cookie');
  if (!teamCookies || gatewayCookies === undefined) return;
  proxyRes.headers['set-cookie'] = [...[gatewayCookies].flat().map(String), ...teamCookies];
}

/** A page URL answers HTML or JSON by its Accept header, so caches must tell them apart. */
function withVaryOnAccept(vary: string | string[] | undefined): string {
  const names = [vary ?? []].flat().flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept') ? names.join(', ') : [...names, 'Accept'].join(', ');
}

function pageJsonBody(buffer: Buffer, proxyRes: { headers: Record<string, unknown> }): Record<string, unknown> | null {
  if (!String(proxyRes.headers['content-type'] ?? '').includes('application/json')) return null;
  try {
    const body: unknown = JSON.parse(buffer.toString('utf8'));
    return body && typeof body === 'object' && 'componentName' in body ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Headers of one connection only (RFC 9110 7.6.1): the gateway's own connection to the browser sets its own. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** A team's answer passed on unread: its status, its end-to-end headers and its body as it streams in. */
function streamAsIs(proxyRes: IncomingMessage, res: ServerResponse): void {
  res.statusCode = proxyRes.statusCode ?? 502;
  for (const [name, value] of Object.entries(proxyRes.headers)) if (value !== undefined && !hopByHop.has(name)) res.setHeader(name, value);
  proxyRes.pipe(res);
}

function proxiesFor(team: TeamName, options: TeamProxyOptions): TeamProxies {
  // Idle sockets are let go well before a team server closes them (runTeamServer keeps them 65 s): a socket reused as
  // the team closes it fails the call with a reset.
  const agent = new Agent({ keepAlive: true, timeout: 30_000 });
  const base = baseOptions(team, options, agent);
  const pagePath = (_path: string, req: Request) => teamPagePath(req.originalUrl, { fallback: false });
  const passBack = (proxyRes: IncomingMessage, req: Request, res: ServerResponse) => {
    options.teamHealth.callAnswered(team);
    keepGatewayCookies(proxyRes, res);
    options.onTeamResponse?.(team, req, proxyRes);
  };
  const addPageHeaders = (headers: Record<string, string | string[] | undefined>, req: Request) => {
    Object.assign(headers, pageResponseHeaders(req.originalUrl, headers, options.serverVersion()));
    headers['cache-control'] ??= 'private, no-cache';
    headers.vary = withVaryOnAccept(headers.vary);
  };

  /** Page JSON, with app shell data when asked (`_asd=1`); a 404 without a page becomes the shop's not-found page. */
  const interceptPage = (withAppShellData: boolean) =>
    responseInterceptor<Request, Response>(async (buffer, proxyRes, req, res) => {
      const headers: Record<string, string | string[] | undefined> = {
        [httpHeaders.actualUrl]: proxyRes.headers[httpHeaders.actualUrl],
        'cache-control': proxyRes.headers['cache-control'],
        vary: proxyRes.headers.vary,
      };
      addPageHeaders(headers, req);
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      const teamPage = pageJsonBody(buffer, proxyRes);
      // Anything but a page (a 401 `login_required`, say) goes back to the browser as the team sent it.
      const page = teamPage ?? (proxyRes.statusCode === 404 ? await options.notFoundPage?.(team, req, res) : null);
      if (!page || (page === teamPage && !withAppShellData)) return buffer;
      res.removeHeader('etag');
      res.setHeader('content-type', 'application/json; charset=utf-8');
      return JSON.stringify(withAppShellData ? await options.withAppShellData(page, req) : page);
    });
  const pageProxy = (withAppShellData: boolean) => {
    const intercept = interceptPage(withAppShellData);
    return createProxyMiddleware<Request, Response>({
      ...base,
      pathRewrite: pagePath,
      selfHandleResponse: true,
      on: {
        ...base.on,
        proxyRes: (proxyRes, req, res) => {
          passBack(proxyRes, req, res);
          // Read whole only what may change: a page that gets app shell data, a 404 that may get the not-found page.
          // Everything else streams on as the team sent it, compressed as it came (reading it whole cost a quarter of
          // the gateway's page JSON throughput in `npm run bench`).
          if (withAppShellData || proxyRes.statusCode === 404) return intercept(proxyRes, req, res);
          addPageHeaders(proxyRes.headers, req);
          streamAsIs(proxyRes, res);
        },
      },
    });
  };

  return {
    api: createProxyMiddleware<Request, Response>({ ...base, on: { ...base.on, proxyRes: passBack } }),
    remote: createProxyMiddleware<Request, Response>({
      ...base,
      pathRewrite: (path) => path.replace(/^\/remotes\/[^/?]+/, '/remote'),
      on: { ...base.on, proxyRes: passBack },
    }),
    pageJson: pageProxy(false),
    pageJsonWithAppShellData: pageProxy(true),
  };
}

export function createTeamProxies(options: TeamProxyOptions): Record<TeamName, TeamProxies> {
  return Object.fromEntries(teamNames.map((team) => [team, proxiesFor(team, options)])) as Record<
    TeamName,
    TeamProxies
  >;
}
