import type { PageBase } from '@storefront/platform';
import { createPageCache } from './page-cache';
import { PageLoader, type PageLoaderDeps } from './page-loader';
import type { PageAnswer } from './page-request';
import type { PageLoadState } from './page-load-state';

const page = (url: string, title = url): PageBase => ({ componentName: 'CmsPageViewModel', url, meta: { title }, currentTheme: 'default' });
const answer = (p: PageBase, extra: Partial<Extract<PageAnswer, { kind: 'page' }>> = {}): PageAnswer => ({
  kind: 'page',
  page: p,
  status: 200,
  actualUrl: null,
  serverVersion: 'v1',
  ...extra,
});

function setup(request: PageLoaderDeps['request']) {
  const deps: PageLoaderDeps = {
    request: jest.fn(request),
    cache: createPageCache(null),
    progress: { start: jest.fn(), advance: jest.fn(), complete: jest.fn(), reset: jest.fn() },
    clientVersion: 'v1',
    origin: 'https://shop.test',
    isAppShellStale: () => false,
    onAppShellData: jest.fn(),
    onActualUrl: jest.fn(),
    reloadForNewVersion: jest.fn(),
    reportError: jest.fn(),
  };
  const loader = new PageLoader(deps, page('/'));
  const states: PageLoadState[] = [];
  loader.state$.subscribe((state) => states.push(state));
  return { deps, loader, states };
}

describe('PageLoader', () => {
  it('shows the cached page at once, then the fresh one', async () => {
    const { deps, loader, states } = setup(async () => answer(page('/brands', 'fresh')));
    deps.cache.put('/brands', page('/brands', 'cached'));
    await loader.load('/brands');
    const titles = states.map((state) => [state.page?.meta.title, state.isLoading]);
    expect(titles).toEqual([
      ['/', false],
      ['/', true],
      ['cached', true],
      ['fresh', false],
    ]);
    expect(deps.cache.get('/brands')?.page.meta.title).toBe('fresh');
    expect(deps.progress.complete).toHaveBeenCalled();
  });

  it('asks for fresh app shell data when it is stale and passes the link id', async () => {
    const { deps, loader } = setup(async () => answer(page('/brands')));
    deps.isAppShellStale = () => true;
    await loader.load('/brands#top', { linkId: 'menu-3' });
    expect(deps.request).toHaveBeenCalledWith('/brands', expect.objectContaining({ linkId: 'menu-3', appShellStale: true }));
  });

  it('replaces the address with the actual URL and caches under it', async () => {
    const { deps, loader } = setup(async () => answer(page('/c/makeup'), { actualUrl: '/c/makeup/' }));
    await loader.load('/c/Makeup');
    expect(deps.onActualUrl).toHaveBeenCalledWith('/c/makeup/');
    expect(deps.cache.get('/c/makeup/')).toBeDefined();
  });

  it('reloads instead of rendering when the server runs another version', async () => {
    const { deps, loader } = setup(async () => answer(page('/brands'), { serverVersion: 'v2' }));
    await loader.load('/brands');
    expect(deps.reloadForNewVersion).toHaveBeenCalled();
    expect(loader.state.page?.url).toBe('/');
    expect(loader.state.isLoading).toBe(false);
  });

  it('shows a not-found page but does not cache it', async () => {
    const notFound = { ...page('/nope'), componentName: 'PageNotFoundViewModel' };
    const { deps, loader } = setup(async () => answer(notFound, { status: 404 }));
    await loader.load('/nope');
    expect(loader.state.page?.componentName).toBe('PageNotFoundViewModel');
    expect(deps.cache.get('/nope')).toBeUndefined();
  });

  it('records a failure with its status, and retries the same URL', async () => {
    let fail = true;
    const { deps, loader } = setup(async () => (fail ? { kind: 'failure', status: 503 } : answer(page('/brands'))));
    await loader.load('/brands');
    expect(loader.state.loadFailure).toEqual({ url: '/brands', status: 503, hadCachedPage: false });
    expect(deps.progress.reset).toHaveBeenCalled();
    fail = false;
    await loader.retry();
    expect(loader.state.loadFailure).toBeNull();
    expect(loader.state.page?.url).toBe('/brands');
  });

  it('records status 0 when the request never got an answer', async () => {
    const { deps, loader } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await loader.load('/brands');
    expect(loader.state.loadFailure?.status).toBe(0);
    expect(deps.reportError).toHaveBeenCalled();
  });

  it('aborts the previous load when a new one starts; its late answer changes nothing', async () => {
    const resolvers: ((value: PageAnswer) => void)[] = [];
    const { loader, deps } = setup(
      (_url, options) =>
        new Promise<PageAnswer>((resolve, reject) => {
          resolvers.push(resolve);
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const first = loader.load('/first');
    const second = loader.load('/second');
    resolvers[1]?.(answer(page('/second')));
    await Promise.all([first, second]);
    expect(loader.state.page?.url).toBe('/second');
    expect(deps.reportError).not.toHaveBeenCalled();
  });

  it('feeds app shell data that comes with a page', async () => {
    const data = { currentTheme: 'default' } as PageBase['appShellData'];
    const { deps, loader } = setup(async () => answer({ ...page('/brands'), appShellData: data }));
    await loader.load('/brands');
    expect(deps.onAppShellData).toHaveBeenCalledWith(data);
  });
});

describe('PageLoader.prefetch (a hovered link)', () => {
  it('keeps the page in the cache without showing anything, so the click shows it at once', async () => {
    const { deps, loader, states } = setup(async () => answer(page('/p/lipstick/1', 'fetched ahead'), { actualUrl: '/p/lipstick/1' }));
    const seen = states.length;
    expect((await loader.prefetch('/p/lipstick/1#reviews'))?.meta.title).toBe('fetched ahead');
    expect(states).toHaveLength(seen);
    expect(deps.progress.start).not.toHaveBeenCalled();
    expect(deps.cache.get('/p/lipstick/1')?.page.meta.title).toBe('fetched ahead');
  });

  it('asks once for a link hovered again and again, and not at all for a page in the cache', async () => {
    const { deps, loader } = setup(async () => answer(page('/brands')));
    await Promise.all([loader.prefetch('/brands'), loader.prefetch('/brands'), loader.prefetch('/brands')]);
    await loader.prefetch('/brands');
    expect(deps.request).toHaveBeenCalledTimes(1);
  });

  it('keeps no not-found page, no redirect and no page of another store version, and never fails', async () => {
    const answers: PageAnswer[] = [
      answer(page('/gone'), { status: 404 }),
      answer(page('/c/new'), { actualUrl: '/c/new' }),
      answer(page('/c/other'), { serverVersion: 'v2' }),
      { kind: 'failure', status: 502 },
    ];
    const { deps, loader } = setup(async () => answers.shift()!);
    for (const url of ['/gone', '/c/old', '/c/other', '/c/down']) expect(await loader.prefetch(url)).toBeNull();
    expect(deps.cache.keys()).toEqual(['/']);
    expect(deps.reloadForNewVersion).not.toHaveBeenCalled();
  });
});
