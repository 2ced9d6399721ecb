import { httpHeaders, pageRequestParams, type HttpClient, type PageBase } from '@storefront/platform';

export interface PageRequestOptions {
  /** Identifies the link that was clicked, when the link says so (`data-link-id`). */
  linkId?: string | null;
  /** Ask the server to include fresh app shell data in the page. */
  appShellStale?: boolean;
  signal?: AbortSignal;
}

export type PageAnswer =
  | {
      kind: 'page';
      page: PageBase;
      status: number;
      /** The canonical address the server reported (`x-actual-url`), when it differs. */
      actualUrl: string | null;
      serverVersion: string | null;
    }
  | { kind: 'failure'; status: number };

/** The page URL with the hidden page-request parameters (the hash never goes to the server). */
export function pageRequestUrl(url: string, options: PageRequestOptions, origin: string): string {
  const target = new URL(url, origin);
  target.hash = '';
  if (options.linkId) target.searchParams.set(pageRequestParams.linkIdentifier, options.linkId);
  if (options.appShellStale) target.searchParams.set(pageRequestParams.includeAppShellData, '1');
  target.searchParams.set(pageRequestParams.resolveDynamicData, '1');
  return `${target.pathname}${target.search}`;
}

const isPage = (data: unknown): data is PageBase =>
  typeof data === 'object' && data !== null && typeof (data as PageBase).componentName === 'string';

/** A path + query on this host; anything else is ignored (the address bar never leaves the origin). */
function sameOriginPath(actualUrl: string | null, origin: string): string | null {
  if (!actualUrl) return null;
  try {
    const url = new URL(actualUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server for a page as JSON. A 404 (or any error) that carries a page view model is a page to show
 * (PageNotFoundViewModel, an error page); anything else is a failure with its status (0: no answer).
 */
export async function requestPage(
  http: HttpClient,
  url: string,
  options: PageRequestOptions,
  origin: string,
): Promise<PageAnswer> {
  try {
    const response = await http.get<unknown>(pageRequestUrl(url, options, origin), {
      headers: { accept: 'application/json' },
      signal: options.signal,
      // A failed page shows its own failure with Retry in the page area, not the network toast.
      reportNetworkError: false,
    });
    if (!isPage(response.data)) return { kind: 'failure', status: response.status };
    return {
      kind: 'page',
      page: response.data,
      status: response.status,
      actualUrl: sameOriginPath(response.headers.get(httpHeaders.actualUrl), origin),
      serverVersion: response.headers.get(httpHeaders.serverVersion),
    };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const { status, data } = error as { status?: unknown; data?: unknown };
    if (typeof status !== 'number') throw error;
    if (isPage(data)) return { kind: 'page', page: data, status, actualUrl: null, serverVersion: null };
    return { kind: 'failure', status };
  }
}
