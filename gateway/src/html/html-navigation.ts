import type { Request, Response } from 'express';
import { httpHeaders } from '@storefront/platform';
import type { AppShellComposer } from '../app-shell/compose-app-shell-data';
import type { TeamHealth } from '../health/team-health';
import { forwardedHeadersFor } from '../identity/forwarded-headers';
import { signedIdentityFor } from '../identity/identity-header';
import { visitorFrom } from '../identity/visitor';
import { teamForPage } from '../routes/page-routes';
import { pageResponseHeaders } from '../routes/page-response-headers';
import type { TeamUrls } from '../routes/teams';
import type { ShellConfigFor } from '../shell-config/shell-config-route';
import { fallbackText } from './fallback-texts';
import { fetchPageJson, type PageFetchResult } from './fetch-page-json';
import { fillTemplate } from './fill-template';
import { renderDataScripts } from './render-data-scripts';
import { renderFallback, renderProblemFallback } from './render-fallback';
import { renderHead } from './render-head';
import type { ShellDist } from './shell-dist';

export interface HtmlNavigationOptions {
  teamUrls: TeamUrls;
  teamHealth: TeamHealth;
  shellDist: ShellDist;
  shellConfigFor: ShellConfigFor;
  siteName: string;
  pageFetchTimeoutMs: number;
  identitySecret: string;
  appShell: AppShellComposer;
}

const shellMissing =
  'The store is starting or was not built: shell/dist/index.html is missing. Build the shell (npm run build) and reload.';

/** A browser navigation: the shell's index.html with the page preloaded and rendered as a no-JavaScript fallback. */
export function htmlNavigationRoute(options: HtmlNavigationOptions) {
  return async (req: Request, res: Response) => {
    const template = options.shellDist.template();
    if (!template) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(shellMissing);
      return;
    }
    const team = teamForPage(req.path);
    const visitor = visitorFrom(req);
    const [result, shellConfig, appShellData] = await Promise.all([
      options.teamHealth.isAvailable(team) ? fetchPage(req, options) : unavailable(`${team} is down`),
      options.shellConfigFor(req),
      options.appShell.full(req),
    ]);
    if (result.kind !== 'failed' || result.status !== 0) options.teamHealth.callAnswered(team);
    else if (result.error !== undefined) options.teamHealth.callFailed(team, result.error);
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }

    const noScript = fallbackText(visitor.culture, 'noScript');
    const serverVersion = options.shellDist.version();
    let status: number;
    let head: string;
    let fallbackHtml: string;
    let pageData: Record<string, unknown> | undefined;
    let headers: Record<string, string>;
    if (result.kind === 'page') {
      const { fallback, ...page } = result.page;
      status = result.status;
      head = renderHead(result.page, options.siteName);
      fallbackHtml = renderFallback(fallback, { noScript, siteName: options.siteName });
      pageData = { ...page, __status: result.status };
      headers = pageResponseHeaders(req.originalUrl, result.headers, serverVersion);
    } else {
      const teamRefused = result.status >= 400 && result.status < 500;
      status = teamRefused ? result.status : 502;
      head = renderHead(null, options.siteName);
      fallbackHtml = renderProblemFallback(
        fallbackText(visitor.culture, teamRefused ? 'pageLoadFailed' : 'pageUnavailable'),
        { noScript, siteName: options.siteName },
      );
      headers = { [httpHeaders.serverVersion]: serverVersion };
      req.log?.warn({ team, reason: result.reason }, 'page could not be preloaded');
    }

    const html = fillTemplate(template, {
      head,
      fallback: fallbackHtml,
      data: renderDataScripts({ pageData, appShellData, shellConfig }),
      lang: visitor.culture,
    });
    res
      .status(status)
      .set({ ...headers, 'Cache-Control': 'private, no-cache', Vary: 'Accept, Cookie' })
      .type('html')
      .send(html);
  };
}

function unavailable(reason: string): Promise<PageFetchResult> {
  return Promise.resolve({ kind: 'failed', status: 0, reason });
}

function fetchPage(req: Request, options: HtmlNavigationOptions): Promise<PageFetchResult> {
  const team = teamForPage(req.path);
  return fetchPageJson({
    teamUrl: options.teamUrls[team],
    originalUrl: req.originalUrl,
    identity: signedIdentityFor(req, options.identitySecret),
    requestId: String(req.id),
    forwarded: forwardedHeadersFor(req),
    timeoutMs: options.pageFetchTimeoutMs,
  });
}
