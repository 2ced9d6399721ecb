import { httpHeaders } from '../pages/page-types';
import { csrfTokenFromCookie, isSameOrigin } from './csrf-token';
import { HttpError } from './http-error';

export interface HttpClientOptions {
  /** Sent as `x-client-version` on every request. */
  clientVersion?: string;
  /** Called when a response carries the require-reload header. Default: `window.location.reload()`. */
  onRequireReload?: () => void;
  /**
   * Called on a 401; the request is retried once when it settles. Resolving `false` (or rejecting)
   * means the shopper did not log in, and the request rejects with the 401.
   */
  loginHandler?: () => unknown;
  /** Called with the `x-server-version` of every response that has one. */
  onServerVersion?: (serverVersion: string) => void;
  /**
   * Called when a request fails for want of network or with a server error (status 0 or 5xx), so the shell can offer
   * the network error toast. `retry` repeats the request, offered only for GET and HEAD: repeating a state change is
   * the caller's decision.
   */
  onNetworkError?: (error: HttpError, retry?: () => Promise<unknown>) => void;
  /** Defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /** The CSRF token every state change repeats in `x-csrf-token`. Default: the gateway's `csrf` cookie, read per request. */
  csrfToken?: () => string | undefined;
}

export interface HttpRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON, except FormData, URLSearchParams and Blob which are sent as they are. */
  body?: unknown;
  /** False when the caller shows the failure itself (the page loader does): no `onNetworkError` then. */
  reportNetworkError?: boolean;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface HttpClient {
  configure(options: HttpClientOptions): void;
  get<T>(url: string, init?: HttpRequestInit): Promise<HttpResponse<T>>;
  post<T>(url: string, body?: unknown, init?: HttpRequestInit): Promise<HttpResponse<T>>;
  request<T>(url: string, init?: HttpRequestInit): Promise<HttpResponse<T>>;
}

function reloadPage(): void {
  if (typeof window !== 'undefined') window.location.reload();
}

/** Held forever: a response with the queue-intercept header, and one while the page reloads. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isStateChange(init: HttpRequestInit): boolean {
  return !safeMethods.has((init.method ?? 'GET').toUpperCase());
}

function buildRequest(url: string, init: HttpRequestInit, clientVersion: string | undefined, csrfToken: string | undefined): RequestInit {
  const { body, headers: givenHeaders, reportNetworkError: _reportNetworkError, ...rest } = init;
  const headers = new Headers(givenHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (clientVersion) headers.set(httpHeaders.clientVersion, clientVersion);
  // Double submit: the gateway refuses a state change whose header does not repeat the page's `csrf` cookie.
  if (csrfToken && isStateChange(init) && isSameOrigin(url) && !headers.has(httpHeaders.csrfToken)) {
    headers.set(httpHeaders.csrfToken, csrfToken);
  }
  const request: RequestInit = { ...rest, headers, credentials: 'same-origin' };
  if (body === undefined) return request;
  if (isRawBody(body)) return { ...request, body };
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { ...request, body: JSON.stringify(body) };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isCsrfRefusal(data: unknown): boolean {
  return (data as { error?: { code?: unknown } } | null)?.error?.code === 'csrf_token_invalid';
}

export function createHttpClient(initialOptions: HttpClientOptions = {}): HttpClient {
  let options: HttpClientOptions = { ...initialOptions };

  const csrfToken = () => (options.csrfToken ?? csrfTokenFromCookie)();

  async function send<T>(url: string, init: HttpRequestInit, mayLogIn: boolean, mayRenewToken = true): Promise<HttpResponse<T>> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const sentToken = csrfToken();
    let response: Response;
    try {
      response = await doFetch(url, buildRequest(url, init, options.clientVersion, sentToken));
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new HttpError(0, url, null, { cause });
    }

    const serverVersion = response.headers.get(httpHeaders.serverVersion);
    if (serverVersion) options.onServerVersion?.(serverVersion);
    if (response.headers.has(httpHeaders.requireReload)) {
      (options.onRequireReload ?? reloadPage)();
      return never();
    }
    if (response.headers.has(httpHeaders.queueIntercept)) return never();

    const data = await readBody(response);
    if (response.status >= 200 && response.status <= 399) {
      return { status: response.status, headers: response.headers, data: data as T };
    }
    if (response.status === 401 && mayLogIn && options.loginHandler) {
      let loggedIn: unknown;
      try {
        loggedIn = await options.loginHandler();
      } catch {
        loggedIn = false;
      }
      if (loggedIn !== false) return send<T>(url, init, false);
    }
    // The cookie was missing or replaced (cleared, another tab's first visit): the refusal brought a new one, so once more.
    if (response.status === 403 && mayRenewToken && isCsrfRefusal(data) && csrfToken() !== sentToken) {
      return send<T>(url, init, mayLogIn, false);
    }
    throw new HttpError(response.status, url, data);
  }

  async function sendReporting<T>(url: string, init: HttpRequestInit): Promise<HttpResponse<T>> {
    try {
      return await send<T>(url, init, true);
    } catch (error) {
      const isNetworkOrServerError = error instanceof HttpError && (error.status === 0 || error.status >= 500);
      if (isNetworkOrServerError && init.reportNetworkError !== false) {
        const method = (init.method ?? 'GET').toUpperCase();
        const retry = method === 'GET' || method === 'HEAD' ? () => sendReporting(url, init) : undefined;
        options.onNetworkError?.(error, retry);
      }
      throw error;
    }
  }

  return {
    configure(next) {
      options = { ...options, ...next };
    },
    request: (url, init = {}) => sendReporting(url, init),
    get: (url, init = {}) => sendReporting(url, { ...init, method: 'GET' }),
    post: (url, body, init = {}) => sendReporting(url, { ...init, method: 'POST', body }),
  };
}

/** The page's client; the shell configures it at start-up. */
export const http: HttpClient = createHttpClient();
