import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import {
  appShell,
  bus,
  createHttpClient,
  documentDataIds,
  http,
  HydrationBoundary,
  pageRootElementId,
  type AppShellData,
  type HttpClientOptions,
  type MainMenu,
  type PageBase,
  type ShellConfig,
} from '@storefront/platform';
import { markLoggedOut, syncAccountSession } from './account/account-session-sync';
import { documentStatus } from './account/document-status';
import { createLoginRequests } from './account/login-requests';
import { openLoginForPagesThatNeedIt } from './account/page-login';
import { createAppShellRefresh } from './app-shell/app-shell-refresh';
import { App } from './app/app';
import { createComponentRegistry } from './federation/component-registry';
import { createSlotSchedule } from './federation/slot-schedule';
import { loadRemoteModule, registerConfiguredRemotes } from './federation/remotes';
import { createLoadingProgress, idleProgress, type LoadingProgressState } from './page-loading/loading-progress';
import { validMainMenu } from './main-menu/use-main-menu';
import { createPageCache, sessionStorageOrNull } from './page-loading/page-cache';
import { PageLoader } from './page-loading/page-loader';
import { requestPage } from './page-loading/page-request';
import { serverVersionDiffers } from './page-loading/server-version';
import { actualUrl$ } from './routing/actual-url';
import { readJsonScript } from './startup/read-document-data';
import { unregisterServiceWorkers } from './startup/service-workers';
import { warmUpIntl } from './startup/warm-up-intl';
import { whenIdle } from './startup/when-idle';
import { yieldToMain } from './startup/yield-to-main';

/** Missing preloaded page data → report, then go to the start page after 1 s. */
const missingPageRedirectMs = 1000;
/** On a slow connection the server-rendered fallback stays at most this long while the page's code loads. */
const firstPageWaitMs = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function loadJson<T>(url: string): Promise<T> {
  return (await http.get<T>(url)).data;
}

const mainMenuOf = (data: MainMenu | null): MainMenu | null => (data ? validMainMenu(data) : null);

async function start(): Promise<void> {
  // Evaluating the shell's modules was one task; reading the document's data and registering remotes is the next.
  await yieldToMain();
  void unregisterServiceWorkers();
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  const origin = window.location.origin;
  const config = readJsonScript<ShellConfig>(document, 'shell-config') ?? (await loadJson<ShellConfig>('/shell-config.json'));
  const page = readJsonScript<PageBase & { __status?: number }>(document, 'page-data');
  const container = document.getElementById('root');
  if (!container) throw new Error('The document has no #root element');
  // The gateway rendered the frame and, where its team could, the page: the shell hydrates them as they are.
  const serverRendered = container.hasAttribute('data-server-rendered');
  const pageHtml = serverRendered ? (document.getElementById(pageRootElementId)?.innerHTML ?? null) : null;
  const pageFailure = serverRendered ? readJsonScript<{ status: number }>(document, documentDataIds.pageFailure) : null;
  // The gateway tells the page's HTTP status beside the view model; only real pages (2xx) go in the cache.
  const pageIsCacheable = page !== null && (page.__status === undefined || (page.__status >= 200 && page.__status < 300));
  const pageCache = createPageCache(sessionStorageOrNull());

  let reloading = false;
  const reloadForNewVersion = () => {
    if (reloading) return;
    reloading = true;
    pageCache.clear();
    window.location.reload();
  };

  registerConfiguredRemotes(config, origin);
  const registry = createComponentRegistry(config, loadRemoteModule);
  // Before anything may ask for a slot's part (a login, say): what waits for idle time comes at once when asked for.
  const slotSchedule = createSlotSchedule({ bus, whenIdle });
  const loginRequests = createLoginRequests({
    bus,
    hasAccountBox: () => registry.hasSlot('shell:overlays'),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
  });

  const clientOptions: HttpClientOptions = {
    clientVersion: config.serverVersion,
    onServerVersion: (serverVersion) => {
      if (serverVersionDiffers(config.serverVersion, serverVersion)) reloadForNewVersion();
    },
    onNetworkError: (error, retry) => bus.emit('network:error', { status: error.status, url: error.url, retry }),
  };
  // A 401 is retried once the login handler resolves — the account box, until the shopper logs in or closes it.
  http.configure({
    ...clientOptions,
    loginHandler: () => {
      markLoggedOut(appShell);
      return loginRequests.waitForLogin();
    },
  });
  // Pages answer 401 to the page loader, which opens the box saying the page needs a login.
  const pageHttp = createHttpClient(clientOptions);
  // The page's code starts loading before anything else: it is the longest path to a usable page. The federation
  // runtime's work for it (manifest, preloads, script tags) runs as a task of its own, between two yields.
  await yieldToMain();
  const firstPageCode =
    page && registry.hasComponent(page.componentName) ? registry.loadComponent(page.componentName).catch(() => undefined) : undefined;
  await yieldToMain();

  const appShellData =
    readJsonScript<AppShellData>(document, 'app-shell-data') ??
    page?.appShellData ??
    (await loadJson<AppShellData>('/appshell/data').catch((error: unknown) => {
      console.error('App shell data could not be loaded', error);
      return null;
    }));
  if (appShellData) appShell.set(appShellData);

  const appShellRefresh = createAppShellRefresh({ http, store: appShell, bus });
  appShellRefresh.start();

  const progress$ = new BehaviorSubject<LoadingProgressState>(idleProgress);
  const initialFailure = pageFailure ? { url: `${window.location.pathname}${window.location.search}`, status: pageFailure.status, hadCachedPage: false } : null;
  const pageLoader = new PageLoader(
    {
      request: (url, options) => requestPage(pageHttp, url, options, origin),
      cache: pageCache,
      progress: createLoadingProgress((state) => progress$.next(state)),
      clientVersion: config.serverVersion,
      origin,
      isAppShellStale: () => appShellRefresh.isStale(),
      onAppShellData: (data) => appShell.set(data),
      onActualUrl: (url) => actualUrl$.next(url),
      reloadForNewVersion,
      reportError: (error) => console.error('Page loading failed', error),
    },
    page,
    pageIsCacheable,
    initialFailure,
  );

  openLoginForPagesThatNeedIt(pageLoader.state$, bus);
  syncAccountSession({ bus, refreshAppShell: () => appShellRefresh.refresh(), clearPageCache: () => pageCache.clear() });

  if (!page && !initialFailure) {
    console.error('Preloaded page data is missing');
    const current = `${window.location.pathname}${window.location.search}`;
    // A page that needs a login comes as a 401 without page data: loading it here opens the account box for it.
    if (window.location.pathname === '/' || documentStatus() === 401) void pageLoader.load(current);
    else setTimeout(() => window.location.assign('/'), missingPageRedirectMs);
  }

  const services = {
    config,
    registry,
    pageLoader,
    firstPage: page && pageHtml !== null ? { page, html: pageHtml } : null,
    mainMenu: mainMenuOf(readJsonScript<MainMenu>(document, documentDataIds.mainMenu)),
    slotSchedule,
  };
  if (serverRendered) {
    await warmUpIntl(appShellData?.currentLanguage.culture ?? document.documentElement.lang);
    // As a transition, hydration yields to the browser every few milliseconds (a paint, a tap) instead of holding the
    // main thread until the whole frame is hydrated; a tap on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(
        container,
        <HydrationBoundary>
          <App services={services} progress$={progress$} />
        </HydrationBoundary>,
        { onRecoverableError: (error, info) => console.error('The shell did not hydrate as rendered', error, info.componentStack) },
      );
    });
    return;
  }
  // Keep the server-rendered fallback on screen until the page can replace it, instead of a spinner.
  if (firstPageCode) await Promise.race([firstPageCode, delay(firstPageWaitMs)]);
  // Replaces the server-rendered fallback inside #root.
  createRoot(container).render(<App services={services} progress$={progress$} />);
}

start().catch((error: unknown) => {
  console.error('The shell could not start', error);
});
