import type { AppShellData, AppShellStore, Bus, HttpClient } from '@storefront/platform';

/** A tab that becomes visible again refreshes app shell data at most once in this time. */
export const visibleRefreshThrottleMs = 5000;
const defaultIntervalSeconds = 180;

export interface AppShellRefreshDeps {
  http: Pick<HttpClient, 'get'>;
  store: AppShellStore;
  bus?: Pick<Bus, 'emit' | 'on'>;
  now?: () => number;
  /** Defaults to `document`; tests pass their own. */
  visibility?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export interface AppShellRefresh {
  start(): () => void;
  refresh(): Promise<void>;
  /** Older than one refresh interval: the next page request asks for app shell data (`_asd=1`). */
  isStale(): boolean;
}

/**
 * Keeps app shell data fresh: `/partialupdateappshelldata` every `appShellRefreshIntervalSeconds` and when the tab
 * is shown again (at most every 5 s) or a remote asks ('appshell:reload-request', e.g. after a coupon code from the
 * URL was applied); the full `/appshell/data` when the partial update fails.
 */
export function createAppShellRefresh({ http, store, bus, now = Date.now, visibility }: AppShellRefreshDeps): AppShellRefresh {
  let lastUpdate = now();
  let lastVisibleRefresh = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<void> | null = null;

  const intervalMs = () => (store.get()?.siteSettings.appShellRefreshIntervalSeconds ?? defaultIntervalSeconds) * 1000;

  store.data$.subscribe(() => {
    lastUpdate = now();
  });

  const update = (data: AppShellData) => {
    store.set(data);
    bus?.emit('appshell:updated', { data });
  };

  async function refreshOnce(): Promise<void> {
    const current = store.get();
    try {
      if (!current) throw new Error('No app shell data to update');
      const { data } = await http.get<Partial<AppShellData>>('/partialupdateappshelldata');
      update({ ...current, ...data });
    } catch (partialError) {
      try {
        const { data } = await http.get<AppShellData>('/appshell/data');
        update(data);
      } catch (fullError) {
        console.warn('App shell data could not be refreshed', partialError, fullError);
      }
    }
  }

  const refresh = () => {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    refresh,
    isStale: () => now() - lastUpdate > intervalMs(),
    start() {
      const target = visibility ?? document;
      let timer: ReturnType<typeof setTimeout>;
      const schedule = () => {
        timer = setTimeout(() => {
          void refresh().finally(schedule);
        }, intervalMs());
      };
      const onVisibilityChange = () => {
        if (target.visibilityState !== 'visible' || now() - lastVisibleRefresh < visibleRefreshThrottleMs) return;
        lastVisibleRefresh = now();
        void refresh();
      };
      schedule();
      target.addEventListener('visibilitychange', onVisibilityChange);
      const reloadRequests = bus?.on('appshell:reload-request').subscribe(() => void refresh());
      return () => {
        clearTimeout(timer);
        target.removeEventListener('visibilitychange', onVisibilityChange);
        reloadRequests?.unsubscribe();
      };
    },
  };
}
