import type { PageBase } from '@storefront/platform';
import { initialPageLoadState, pageLoadReducer, UnknownPageRequestError, type PageLoadState } from './page-load-state';

const page = (url: string): PageBase => ({ componentName: 'CmsPageViewModel', url, meta: { title: url }, currentTheme: 'default' });

describe('pageLoadReducer', () => {
  const started = (state: PageLoadState = initialPageLoadState(page('/')), requestId = 1) =>
    pageLoadReducer(state, { type: 'load-started', requestId, url: '/c/makeup' });

  it('marks the page loading and remembers the request when a load starts', () => {
    const state = started();
    expect(state).toMatchObject({ isLoading: true, pendingRequestId: 1, url: '/c/makeup', loadFailure: null });
    expect(state.page?.url).toBe('/');
  });

  it('shows a cached partial page while loading, then replaces it on success', () => {
    const cached = pageLoadReducer(started(), { type: 'cached-page-shown', requestId: 1, page: page('/c/makeup'), isPartial: true });
    expect(cached).toMatchObject({ isLoading: true, isPartial: true, isFromCache: true });
    const fresh = page('/c/makeup');
    const done = pageLoadReducer(cached, { type: 'load-succeeded', requestId: 1, page: fresh });
    expect(done).toMatchObject({ page: fresh, isLoading: false, isPartial: false, isFromCache: false, pendingRequestId: null });
  });

  it('records status and url on failure and whether a cached page was shown', () => {
    const failed = pageLoadReducer(started(), { type: 'load-failed', requestId: 1, url: '/c/makeup', status: 503 });
    expect(failed.loadFailure).toEqual({ url: '/c/makeup', status: 503, hadCachedPage: false });
    expect(failed.isLoading).toBe(false);

    const withCache = pageLoadReducer(started(), { type: 'cached-page-shown', requestId: 1, page: page('/c/makeup'), isPartial: false });
    const failedWithCache = pageLoadReducer(withCache, { type: 'load-failed', requestId: 1, url: '/c/makeup', status: 0 });
    expect(failedWithCache.loadFailure?.hadCachedPage).toBe(true);
  });

  it('clears a previous failure when the next load starts', () => {
    const failed = pageLoadReducer(started(), { type: 'load-failed', requestId: 1, url: '/c/makeup', status: 500 });
    expect(started(failed, 2).loadFailure).toBeNull();
  });

  it.each(['load-done', 'load-aborted'] as const)('%s stops loading and keeps the page', (type) => {
    const state = pageLoadReducer(started(), { type, requestId: 1 });
    expect(state).toMatchObject({ isLoading: false, pendingRequestId: null });
    expect(state.page?.url).toBe('/');
  });

  it('treats a success or failure for an unknown request id as an error', () => {
    const state = started();
    expect(() => pageLoadReducer(state, { type: 'load-succeeded', requestId: 7, page: page('/x') })).toThrow(UnknownPageRequestError);
    expect(() => pageLoadReducer(state, { type: 'load-failed', requestId: 7, url: '/x', status: 500 })).toThrow(
      'Page load-failed for unknown request id 7',
    );
  });

  it('ignores an abort of a request it no longer waits for', () => {
    const state = started(started(), 2);
    expect(pageLoadReducer(state, { type: 'load-aborted', requestId: 1 })).toBe(state);
  });
});
