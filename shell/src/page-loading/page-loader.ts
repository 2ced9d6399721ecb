import { BehaviorSubject } from 'rxjs';
import type { AppShellData, PageBase } from '@storefront/platform';
import type { PageCache } from './page-cache';
import type { LoadingProgress } from './loading-progress';
import { progressSteps } from './loading-progress';
import { initialPageLoadState, pageLoadReducer, type LoadFailure, type PageLoadAction, type PageLoadState } from './page-load-state';
import type { PageAnswer, PageRequestOptions } from './page-request';
import { serverVersionDiffers } from './server-version';

export interface PageLoaderDeps {
  request(url: string, options: PageRequestOptions): Promise<PageAnswer>;
  cache: PageCache;
  progress: LoadingProgress;
  clientVersion: string;
  origin: string;
  isAppShellStale(): boolean;
  onAppShellData(data: AppShellData): void;
  /** The server named another address for the page: show it in the address bar without loading again. */
  onActualUrl(url: string): void;
  /** The store was deployed anew: clear the page cache and reload the document. */
  reloadForNewVersion(): void;
  reportError(error: unknown): void;
}

export interface LoadOptions {
  linkId?: string | null;
}

/** A page asked for ahead of a click is not worth waiting for longer. */
const prefetchTimeoutMs = 5000;

/** Path and query without the hash: the key of a page in the cache. */
export function pageCacheKey(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  return `${parsed.pathname}${parsed.search}`;
}

/** Loads pages for history changes: cached copy at once, then the server's answer. */
export class PageLoader {
  readonly state$: BehaviorSubject<PageLoadState>;
  private lastRequestId = 0;
  private inFlight: AbortController | null = null;
  private readonly prefetching = new Map<string, Promise<PageBase | null>>();

  constructor(
    private readonly deps: PageLoaderDeps,
    initialPage: PageBase | null = null,
    /** False for a preloaded not-found or error page: those are never cached. */
    cacheInitialPage = true,
    /** The gateway could not get the document's page: the shell's error view shows, and Retry loads it. */
    initialFailure: LoadFailure | null = null,
  ) {
    this.state$ = new BehaviorSubject(initialPageLoadState(initialPage, initialFailure));
    if (initialPage && cacheInitialPage) deps.cache.put(pageCacheKey(initialPage.url, deps.origin), initialPage);
  }

  get state(): PageLoadState {
    return this.state$.getValue();
  }

  /** Shows a page that is already here (the preloaded page of the document). */
  showPage(page: PageBase): void {
    this.abort();
    const requestId = ++this.lastRequestId;
    this.dispatch({ type: 'load-started', requestId, url: page.url });
    this.deps.cache.put(pageCacheKey(page.url, this.deps.origin), page);
    this.dispatch({ type: 'load-succeeded', requestId, page });
  }

  async load(url: string, options: LoadOptions = {}): Promise<void> {
    this.abort();
    const { deps } = this;
    const requestId = ++this.lastRequestId;
    const controller = new AbortController();
    this.inFlight = controller;
    const key = pageCacheKey(url, deps.origin);

    this.dispatch({ type: 'load-started', requestId, url: key });
    deps.progress.start();
    const cached = deps.cache.get(key);
    if (cached) this.dispatch({ type: 'cached-page-shown', requestId, page: cached.page, isPartial: cached.isPartial });

    let answer: PageAnswer;
    try {
      deps.progress.advance(progressSteps.requestSent);
      answer = await deps.request(key, {
        linkId: options.linkId ?? null,
        appShellStale: deps.isAppShellStale(),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.finishRequest(controller);
      deps.reportError(error);
      deps.progress.reset();
      this.dispatch({ type: 'load-failed', requestId, url: key, status: 0 });
      return;
    }
    if (controller.signal.aborted) return;
    this.finishRequest(controller);
    deps.progress.advance(progressSteps.responseReceived);

    if (answer.kind === 'failure') {
      deps.progress.reset();
      this.dispatch({ type: 'load-failed', requestId, url: key, status: answer.status });
      return;
    }
    if (serverVersionDiffers(deps.clientVersion, answer.serverVersion)) {
      deps.progress.reset();
      this.dispatch({ type: 'load-done', requestId });
      deps.reloadForNewVersion();
      return;
    }

    const { page } = answer;
    if (page.appShellData) deps.onAppShellData(page.appShellData);
    const shownKey = answer.actualUrl && answer.actualUrl !== key ? answer.actualUrl : key;
    if (shownKey !== key) deps.onActualUrl(shownKey);
    // Only real pages are kept: a not-found or error answer must be asked for again next time.
    if (answer.status >= 200 && answer.status < 300) deps.cache.put(shownKey, page);
    this.dispatch({ type: 'load-succeeded', requestId, page });
    deps.progress.complete();
  }

  /**
   * The page at `url` asked for ahead of a likely click (a link hovered or touched) and kept in the cache, so the click
   * shows it at once (then refreshes it, as for any cached page). Null when it cannot be had; nothing is shown.
   */
  prefetch(url: string): Promise<PageBase | null> {
    const { deps } = this;
    const key = pageCacheKey(url, deps.origin);
    const cached = deps.cache.get(key);
    if (cached && !cached.isPartial) return Promise.resolve(cached.page);
    const running = this.prefetching.get(key);
    if (running) return running;
    const asking = deps
      .request(key, { linkId: null, appShellStale: false, signal: AbortSignal.timeout(prefetchTimeoutMs) })
      .then((answer) => {
        // Only a real page at this very address is kept (a redirect's target is asked for on the click).
        if (answer.kind !== 'page' || answer.status < 200 || answer.status >= 300) return null;
        if (answer.actualUrl && answer.actualUrl !== key) return null;
        if (serverVersionDiffers(deps.clientVersion, answer.serverVersion)) return null;
        deps.cache.put(key, answer.page);
        return answer.page;
      })
      .catch(() => null)
      .finally(() => this.prefetching.delete(key));
    this.prefetching.set(key, asking);
    return asking;
  }

  clearCache(): void {
    this.deps.cache.clear();
  }

  /** Loads the failed (or current) page again. */
  retry(): Promise<void> {
    const { loadFailure, url } = this.state;
    return this.load(loadFailure?.url ?? url ?? '/');
  }

  abort(): void {
    const pending = this.state.pendingRequestId;
    if (this.inFlight) this.inFlight.abort();
    this.inFlight = null;
    if (pending !== null) {
      this.dispatch({ type: 'load-aborted', requestId: pending });
      this.deps.progress.reset();
    }
  }

  private finishRequest(controller: AbortController): void {
    if (this.inFlight === controller) this.inFlight = null;
  }

  private dispatch(action: PageLoadAction): void {
    try {
      this.state$.next(pageLoadReducer(this.state, action));
    } catch (error) {
      this.deps.reportError(error);
    }
  }
}
