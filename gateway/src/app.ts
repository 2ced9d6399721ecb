import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Culture } from '@storefront/platform';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { accountForAppShell } from './app-shell/account-for-app-shell';
import { appShellRoutes } from './app-shell/app-shell-routes';
import { cartForAppShell } from './app-shell/cart-for-app-shell';
import { appShellComposer } from './app-shell/compose-app-shell-data';
import { countrySelector } from './app-shell/country-selector';
import { healthRoute } from './health/health-route';
import { TeamHealth } from './health/team-health';
import { htmlNavigationRoute } from './html/html-navigation';
import { ShellDist } from './html/shell-dist';
import { ShellFrame } from './html/shell-frame';
import { MainMenuSource } from './html/main-menu-source';
import { shellStatic } from './html/shell-static';
import { fallbackStylesheet } from './html/fallback-stylesheet';
import { rateLimitPerAddress } from './middleware/rate-limit';
import { defaultRequestBodyDeadline, requestBodyDeadline, type RequestBodyDeadline } from './middleware/request-body-deadline';
import { ensureVisitorId } from './identity/visitor-id';
import { fallbackStylesheetPath } from './html/render-fallback';
import { stripClientIdentity } from './identity/identity-header';
import { sameOriginWrites } from './middleware/same-origin-writes';
import { csrfDoubleSubmit } from './middleware/csrf-double-submit';
import { developmentAidsForAdmins } from './middleware/development-aids';
import { ImpersonationAudit } from './impersonation/impersonation-audit';
import { recordImpersonatedActions } from './impersonation/record-impersonated-actions';
import { requestLogger } from './middleware/request-logger';
import { securityHeaders, strictTransportSecurity } from './middleware/security-headers';
import { buildFilesForBrowsers } from './routes/build-files';
import { errorHandler, notFound } from './routes/fallback-handlers';
import { sendError } from './routes/error-response';
import { createTeamProxies } from './routes/team-proxies';
import { notFoundPageJson } from './routes/not-found-page';
import { isCallPath } from './routes/page-url';
import { RouteSource, withRouteTable } from './routes/route-source';
import { apiProxyRoute, notFoundOrUnheard, pageJsonRoute, remoteProxyRoute } from './routes/team-routes';
import type { TeamUrls } from './routes/teams';
import { resolveSession } from './sessions/resolve-session';
import { forgetChangedSessions } from './sessions/session-changes';
import { SessionResolver } from './sessions/session-resolver';
import { FederationSource } from './shell-config/federation-source';
import { kioskMode } from './shell-config/kiosk-mode';
import { shellConfigFor, shellConfigRoute } from './shell-config/shell-config-route';
import { LanguagePhrases } from './texts/language-phrases';
import { TextsSource } from './texts/texts-source';

export interface GatewayConfig {
  teamUrls: TeamUrls;
  shellDistPath: string;
  siteName?: string;
  identitySecret: string;
  /** Proxied API, remote and page JSON calls; a hanging team is cut off after this. */
  proxyTimeoutMs?: number;
  /** How long a browser may take to send a request's body (10 s, at least 500 bytes a second after the first 2 s). */
  requestBodyDeadline?: Partial<RequestBodyDeadline>;
  /** Failed calls in a row (timeouts) that open a team's circuit; a refused connection opens it at once. */
  failuresToOpenCircuit?: number;
  /** Serve source maps (`*.map`) of the shell and the remotes (`SOURCE_MAPS=1`); off, they are a 404. */
  serveSourceMaps?: boolean;
  /** Server-side page fetch for HTML navigations. */
  pageFetchTimeoutMs?: number;
  /** 0 turns polling off (the circuit then opens only on failed calls). */
  healthIntervalMs?: number;
  healthTimeoutMs?: number;
  /**
   * How long each team's federation.json, texts.json and routes.json are used before they are asked for again (a team
   * started again is asked at once).
   */
  federationMaxAgeMs?: number;
  /** Pages and API calls one address may make a minute (bundles and images do not count). */
  rateLimitPerMinute?: number;
  logLevel?: string;
  /**
   * Express 'trust proxy': which proxies in front of the gateway may say who the browser is (X-Forwarded-For/-Proto).
   * Off by default: then the browser's address is the connection's, which nobody can forge.
   */
  trustProxy?: boolean | number | string;
  /** Session lookups at team Account: limit per lookup and how long an answer is cached. */
  sessionLookupTimeoutMs?: number;
  sessionCacheMaxAgeMs?: number;
  /** Team Account's part of app shell data is left out after this. */
  accountAppShellTimeoutMs?: number;
  /** First retry of an impersonation record Account did not take (doubling after). */
  impersonationAuditRetryDelayMs?: number;
}

export interface Gateway {
  app: Express;
  teamHealth: TeamHealth;
  sessions: SessionResolver;
  impersonationAudit: ImpersonationAudit;
  /** Starts the health polling and reads the teams' published files; call `stop` before exit. */
  start(): void;
  /** Resolves once every team that answers has been asked for its federation, texts and routes. */
  ready(): Promise<void>;
  stop(): void;
  /** Waits until the impersonation records still queued are sent (or given up on). */
  drain(): Promise<void>;
}

export function createGateway(config: GatewayConfig): Gateway {
  const siteName = config.siteName ?? 'Beauty Store';
  const teamHealth = new TeamHealth(config.teamUrls, {
    intervalMs: config.healthIntervalMs ?? 2000,
    timeoutMs: config.healthTimeoutMs ?? 1000,
    failuresToOpen: config.failuresToOpenCircuit,
  });
  const shellDist = new ShellDist(config.shellDistPath);
  const teamFiles = {
    teamUrls: config.teamUrls,
    teamHealth,
    maxAgeMs: config.federationMaxAgeMs ?? 30_000,
    timeoutMs: config.healthTimeoutMs ?? 1000,
    identitySecret: config.identitySecret,
  };
  const federationSource = new FederationSource(teamFiles);
  const textsSource = new TextsSource(teamFiles);
  const routes = new RouteSource(teamFiles);
  const languagePhrases = new LanguagePhrases(textsSource);
  const phrasesOf = (culture: Culture) => languagePhrases.for(culture);
  const configFor = shellConfigFor(federationSource, shellDist);
  const httpLogger = requestLogger(config.logLevel ?? 'info');
  const accountUrl = config.teamUrls.account;
  const sessions = new SessionResolver({
    accountUrl,
    teamHealth,
    timeoutMs: config.sessionLookupTimeoutMs,
    maxAgeMs: config.sessionCacheMaxAgeMs,
  });
  const impersonationAudit = new ImpersonationAudit({
    accountUrl,
    identitySecret: config.identitySecret,
    logger: httpLogger.logger,
    retryDelayMs: config.impersonationAuditRetryDelayMs,
  });
  const appShell = appShellComposer(
    siteName,
    cartForAppShell({ cartUrl: config.teamUrls['cart-checkout'], teamHealth, identitySecret: config.identitySecret }),
    accountForAppShell({
      accountUrl,
      teamHealth,
      identitySecret: config.identitySecret,
      timeoutMs: config.accountAppShellTimeoutMs,
    }),
    phrasesOf,
    () => teamHealth.hasAnswered('social'),
  );
  const forgetSessions = forgetChangedSessions(sessions);
  const proxies = createTeamProxies({
    teamUrls: config.teamUrls,
    teamHealth,
    proxyTimeoutMs: config.proxyTimeoutMs ?? 10_000,
    serverVersion: () => shellDist.version(),
    withAppShellData: async (page, req) => ({ ...page, appShellData: await appShell.full(req) }),
    identitySecret: config.identitySecret,
    onTeamResponse: (_team, req, proxyRes) => forgetSessions(req, proxyRes),
    notFoundPage: notFoundPageJson({
      teamUrls: config.teamUrls,
      teamHealth,
      identitySecret: config.identitySecret,
      timeoutMs: config.pageFetchTimeoutMs ?? 3000,
    }),
  });
  const pageMethods = (req: Request, _res: Response, next: NextFunction) =>
    next((req.method === 'GET' || req.method === 'HEAD') && !isCallPath(req.path) ? undefined : 'route');
  const pageJson = pageJsonRoute(proxies, teamHealth);
  const pageByAccept = (req: Request, res: Response, next: NextFunction) => {
    const wanted = req.accepts(['html', 'json']);
    if (wanted === 'json') return pageJson(req, res, next);
    if (wanted === 'html') return next();
    sendError(res, 406, 'not_acceptable', 'Pages are HTML or JSON');
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? false);
  app.use(httpLogger);
  app.use(requestBodyDeadline({ ...defaultRequestBodyDeadline, ...config.requestBodyDeadline }));
  app.use(securityHeaders());
  app.use(strictTransportSecurity);
  app.use(rateLimitPerAddress(config.rateLimitPerMinute ?? 1200));
  app.use(compression());
  // Team-to-team calls (stock, cart merge, sessions) are never for browsers, whatever a route table says later.
  app.all(/^\/internal(\/|$)/i, notFound);
  app.use(withRouteTable(routes));
  app.use(sameOriginWrites);
  app.use(stripClientIdentity);
  app.use(cookieParser());
  app.use(csrfDoubleSubmit);
  app.use(ensureVisitorId);
  app.use(resolveSession(sessions, config.identitySecret));
  app.use(developmentAidsForAdmins);
  app.use(recordImpersonatedActions(impersonationAudit));
  app.use(kioskMode);
  app.use(countrySelector);

  app.get('/health', healthRoute(teamHealth));
  app.get('/shell-config.json', shellConfigRoute(configFor));
  app.use(appShellRoutes({ siteName, shellDist, appShell, phrasesOf }));
  app.use(['/shell', '/remotes'], buildFilesForBrowsers({ sourceMaps: config.serveSourceMaps ?? false }));
  app.use('/shell', shellStatic(shellDist));
  app.get('/remotes/:team/*rest', remoteProxyRoute(proxies, teamHealth));
  app.use(apiProxyRoute(proxies, teamHealth));
  app.get(fallbackStylesheetPath, fallbackStylesheet);
  app.get('/favicon.ico', notFound);
  app
    .route('/{*page}')
    .all(pageMethods)
    .get(pageByAccept)
    .get(
      htmlNavigationRoute({
        teamUrls: config.teamUrls,
        teamHealth,
        shellDist,
        shellFrame: new ShellFrame(config.shellDistPath),
        mainMenu: new MainMenuSource({
          catalogUrl: config.teamUrls.catalog,
          teamHealth,
          identitySecret: config.identitySecret,
          maxAgeMs: 60_000,
          timeoutMs: 1000,
        }),
        appShell,
        shellConfigFor: configFor,
        siteName,
        pageFetchTimeoutMs: config.pageFetchTimeoutMs ?? 3000,
        identitySecret: config.identitySecret,
      }),
    );
  app.use(notFoundOrUnheard);
  app.use(errorHandler);

  const ready = async () => {
    await Promise.all([federationSource.all(), textsSource.all(), routes.table()]);
  };
  return {
    app,
    teamHealth,
    sessions,
    impersonationAudit,
    start: () => {
      teamHealth.start();
      // Ask every team for its federation, texts and routes at once, so the first page does not wait for them.
      void ready();
    },
    ready,
    stop: () => teamHealth.stop(),
    drain: () => impersonationAudit.idle(),
  };
}
