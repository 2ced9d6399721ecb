import type { Request, Response } from 'express';
import { httpHeaders, type AppShellData, type MainMenu, type PageBase, type ShellConfig } from '@storefront/platform';
import type { AppShellComposer } from '../app-shell/compose-app-shell-data';
import type { TeamHealth } from '../health/team-health';
import { signedGatewayIdentityFor } from '../identity/identity-header';
import { visitorFrom } from '../identity/visitor';
import { isNotFoundWithoutPage, notFoundTeamFor } from '../routes/not-found-page';
import { pageResponseHeaders } from '../routes/page-response-headers';
import { visibleUrl } from '../routes/page-url';
import { routeTableOf } from '../routes/route-source';
import type { RouteTable } from '../routes/route-table';
import type { TeamName, TeamUrls } from '../routes/teams';
import type { ShellConfigFor } from '../shell-config/shell-config-route';
import { fallbackText } from './fallback-texts';
import { fetchPageHtml, type PageHtml } from './fetch-page-html';
import { fetchPageFor, type PageFetchResult } from './fetch-page-json';
import { fillTemplate } from './fill-template';
import type { MainMenuSource } from './main-menu-source';
import { renderDataScripts } from './render-data-scripts';
import { renderFallback, renderProblemFallback } from './render-fallback';
import { renderHead } from './render-head';
import { renderFrameLinks, renderPageLinks } from './render-page-links';
import type { ShellDist } from './shell-dist';
import type { ShellFrame } from './shell-frame';

export interface HtmlNavigationOptions {
  teamUrls: TeamUrls;
  teamHealth: TeamHealth;
  shellDist: ShellDist;
  /** The shell's server bundle; without it (not built) the document carries the no-JavaScript fallback. */
  shellFrame: ShellFrame;
  mainMenu: MainMenuSource;
  shellConfigFor: ShellConfigFor;
  siteName: string;
  pageFetchTimeoutMs: number;
  identitySecret: string;
  appShell: AppShellComposer;
}

const shellMissing =
  'The store is starting or was not built: shell/dist/index.html is missing. Build the shell (npm run build) and reload.';

/** What one document is made of, once the teams have answered. */
interface DocumentParts {
  req: Request;
  /** Null while the page may be a team's not heard from yet. */
  team: TeamName | null;
  result: PageFetchResult;
  shellConfig: ShellConfig;
  appShellData: AppShellData;
  mainMenu: MainMenu | null;
  pageHtml: PageHtml | null;
}

/**
 * A browser navigation (ARCHITECTURE.md, "First paint"): the shell's index.html with the page itself in it, the shell's
 * frame (rendered by its server bundle) around the page root its team rendered, and the data both hydrate with. When
 * the frame cannot be rendered, the page's no-JavaScript fallback stands in, as the shell replaces it on start.
 */
export function htmlNavigationRoute(options: HtmlNavigationOptions) {
  return async (req: Request, res: Response) => {
    const template = options.shellDist.template();
    if (!template) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(shellMissing);
      return;
    }
    const table = routeTableOf(res);
    const claimant = table.pageTeam(req.path);
    const [{ team, result }, shellConfig, appShellData, mainMenu] = await Promise.all([
      claimant === null ? noTeamFor(table).then((result) => ({ team: null, result })) : pageOf(req, claimant, table, options),
      options.shellConfigFor(req),
      options.appShell.full(req),
      options.mainMenu.forRequest(req),
    ]);
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    const pageHtml =
      team !== null && result.kind === 'page' && options.shellFrame.isBuilt() ? await renderPageRoot(req, team, result.page, appShellData, options) : null;
    const { status, headers, html } = composeDocument(template, { req, team, result, shellConfig, appShellData, mainMenu, pageHtml }, options);
    res
      .status(status)
      .set({ ...headers, 'Cache-Control': 'private, no-cache', Vary: 'Accept, Cookie' })
      .type('html')
      .send(html);
  };
}

/**
 * The page from the team that claims its path; when that team has nothing there (404 without a page), the shop's
 * not-found page from the team of unclaimed pages (not-found-page.ts), which then renders it.
 */
async function pageOf(req: Request, claimant: TeamName, table: RouteTable, options: HtmlNavigationOptions): Promise<{ team: TeamName; result: PageFetchResult }> {
  const result = await pageFrom(req, claimant, options);
  const notFoundTeam = isNotFoundWithoutPage(result) ? notFoundTeamFor(table, claimant, options.teamHealth) : null;
  if (notFoundTeam === null) return { team: claimant, result };
  const notFound = await pageFrom(req, notFoundTeam, options);
  // Without the not-found page (its team failed just now), the claimant's own 404 stands.
  return notFound.kind === 'page' ? { team: notFoundTeam, result: notFound } : { team: claimant, result };
}

/** The page from `team` (an answer noted for its health), or a failure at once when it is down. */
async function pageFrom(req: Request, team: TeamName, options: HtmlNavigationOptions): Promise<PageFetchResult> {
  if (!options.teamHealth.isAvailable(team)) return unavailable(`${team} is down`);
  const result = await fetchPage(req, team, options);
  noteTeamAnswer(team, result, options.teamHealth);
  return result;
}

function noteTeamAnswer(team: TeamName, result: PageFetchResult, teamHealth: TeamHealth): void {
  if (result.kind !== 'failed' || result.status !== 0) teamHealth.callAnswered(team);
  else if (result.error !== undefined) teamHealth.callFailed(team, result.error);
}

function composeDocument(template: string, parts: DocumentParts, options: HtmlNavigationOptions) {
  const { req, team, result, shellConfig, appShellData, mainMenu, pageHtml } = parts;
  const visitor = visitorFrom(req);
  const serverVersion = options.shellDist.version();
  const page = result.kind === 'page' ? withoutFallback(result.page) : null;
  const teamRefused = result.kind === 'failed' && result.status >= 400 && result.status < 500;
  const status = result.kind === 'page' ? result.status : teamRefused ? result.status : 502;
  const pageFailure = result.kind === 'failed' ? { status: result.status } : null;
  if (result.kind === 'failed') req.log?.warn({ team, reason: result.reason }, 'page could not be preloaded');

  const frame = renderFrame(req, options, { url: visibleUrl(req.originalUrl), config: shellConfig, appShell: appShellData, mainMenu, page, pageHtml: pageHtml?.html ?? null, pageFailure });
  const texts = { noScript: fallbackText(appShellData.languagePhrases, 'noScript'), siteName: options.siteName };
  const fallback =
    frame ??
    (result.kind === 'page'
      ? renderFallback(result.page.fallback, texts)
      : renderProblemFallback(fallbackText(appShellData.languagePhrases, teamRefused ? 'pageLoadFailed' : 'pageUnavailable'), texts));
  const head = [renderHead(result.kind === 'page' ? result.page : null, options.siteName, { withFallback: frame === null })];
  if (frame !== null) head.push(renderFrameLinks(options.shellDist.frameStylesheets()));
  if (frame !== null && pageHtml && team !== null) head.push(renderPageLinks(team, pageHtml));

  const html = fillTemplate(template, {
    head: head.join('\n    '),
    fallback,
    serverRendered: frame !== null,
    data: renderDataScripts({
      ...(page ? { pageData: { ...page, __status: status } } : {}),
      appShellData,
      shellConfig,
      ...(frame !== null ? { mainMenu, pageFailure } : {}),
    }),
    lang: visitor.culture,
  });
  const headers =
    result.kind === 'page'
      ? pageResponseHeaders(req.originalUrl, result.headers, serverVersion)
      : { [httpHeaders.serverVersion]: serverVersion };
  return { status, headers, html };
}

/** The frame's HTML, or null (no server bundle, or it failed: logged, and the fallback stands in). */
function renderFrame(req: Request, options: HtmlNavigationOptions, input: Parameters<ShellFrame['render']>[0]): string | null {
  try {
    return options.shellFrame.render(input);
  } catch (error) {
    req.log?.error({ err: error }, 'the shell frame could not be rendered');
    return null;
  }
}

/** The page root from its team; null when it cannot render it (the shell then renders the page in the browser). */
async function renderPageRoot(req: Request, team: TeamName, page: PageBase, appShell: AppShellData, options: HtmlNavigationOptions): Promise<PageHtml | null> {
  const answer = await fetchPageHtml({
    team,
    teamUrl: options.teamUrls[team],
    page: withoutFallback(page),
    appShell,
    identity: signedGatewayIdentityFor(req, options.identitySecret),
    requestId: String(req.id),
    timeoutMs: options.pageFetchTimeoutMs,
  });
  if (answer.kind === 'html') return answer.page;
  req.log?.warn({ team, reason: answer.reason }, 'the page could not be rendered on the server');
  return null;
}

function withoutFallback(page: PageBase): PageBase {
  const { fallback: _fallback, ...rest } = page;
  return rest;
}

/** No team to ask: one not heard from yet may render the page (502), or no team renders pages nobody claims (404). */
function noTeamFor(table: RouteTable): Promise<PageFetchResult> {
  if (table.unheard.length === 0) return Promise.resolve({ kind: 'failed', status: 404, reason: 'no team renders this page' });
  return unavailable(`not heard from yet: ${table.unheard.join(', ')}`);
}

function unavailable(reason: string): Promise<PageFetchResult> {
  return Promise.resolve({ kind: 'failed', status: 0, reason });
}

function fetchPage(req: Request, team: TeamName, options: HtmlNavigationOptions): Promise<PageFetchResult> {
  return fetchPageFor(req, { teamUrl: options.teamUrls[team], identitySecret: options.identitySecret, timeoutMs: options.pageFetchTimeoutMs });
}
