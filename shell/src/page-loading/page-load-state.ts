import type { PageBase } from '@storefront/platform';

export interface LoadFailure {
  url: string;
  /** HTTP status; 0 when the request never got an answer (offline, network error). */
  status: number;
  /** True when a cached page was on screen when the update failed. */
  hadCachedPage: boolean;
}

/** The part of the page state that the loader owns. */
export interface PageLoadState {
  page: PageBase | null;
  /** The URL being loaded (or last loaded). */
  url: string | null;
  isLoading: boolean;
  /** The page on screen is a partial page from the cache, to be replaced on success. */
  isPartial: boolean;
  /** The page on screen came from the cache and is being refreshed. */
  isFromCache: boolean;
  loadFailure: LoadFailure | null;
  /** The request whose answer the loader waits for. */
  pendingRequestId: number | null;
}

export type PageLoadAction =
  | { type: 'load-started'; requestId: number; url: string }
  | { type: 'cached-page-shown'; requestId: number; page: PageBase; isPartial: boolean }
  | { type: 'load-succeeded'; requestId: number; page: PageBase }
  | { type: 'load-failed'; requestId: number; url: string; status: number }
  /** The request finished without a page to show (an external redirect, a reload on its way). */
  | { type: 'load-done'; requestId: number }
  | { type: 'load-aborted'; requestId: number };

export class UnknownPageRequestError extends Error {
  constructor(
    readonly action: PageLoadAction['type'],
    readonly requestId: number,
  ) {
    super(`Page ${action} for unknown request id ${requestId}`);
    this.name = 'UnknownPageRequestError';
  }
}

/** The document's page, or the failure the gateway met asking for it (its error view is in the first HTML). */
export const initialPageLoadState = (page: PageBase | null = null, loadFailure: LoadFailure | null = null): PageLoadState => ({
  page,
  url: page?.url ?? loadFailure?.url ?? null,
  isLoading: false,
  isPartial: false,
  isFromCache: false,
  loadFailure,
  pendingRequestId: null,
});

/**
 * The page loading lifecycle: load starts, a cached full or partial page may show,
 * then success, failure, done or aborted. An answer for a request the loader does not wait for is an error
 * (thrown: the caller reports it); an abort of such a request is ignored, since aborts race with answers.
 */
export function pageLoadReducer(state: PageLoadState, action: PageLoadAction): PageLoadState {
  if (action.type === 'load-started') {
    return { ...state, url: action.url, isLoading: true, loadFailure: null, pendingRequestId: action.requestId };
  }
  if (action.requestId !== state.pendingRequestId) {
    if (action.type === 'load-aborted') return state;
    throw new UnknownPageRequestError(action.type, action.requestId);
  }
  switch (action.type) {
    case 'cached-page-shown':
      return { ...state, page: action.page, isPartial: action.isPartial, isFromCache: true };
    case 'load-succeeded':
      return {
        ...state,
        page: action.page,
        isLoading: false,
        isPartial: false,
        isFromCache: false,
        loadFailure: null,
        pendingRequestId: null,
      };
    case 'load-failed':
      return {
        ...state,
        isLoading: false,
        loadFailure: { url: action.url, status: action.status, hadCachedPage: state.isFromCache },
        pendingRequestId: null,
      };
    case 'load-done':
    case 'load-aborted':
      return { ...state, isLoading: false, pendingRequestId: null };
  }
}
