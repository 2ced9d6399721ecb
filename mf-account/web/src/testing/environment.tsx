// Test helpers for team Account's browser code: app shell data in place, an http client whose requests the test
// answers, a bus whose other tabs the test plays, and an environment that records reloads and page changes instead of
// doing them.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  appShell,
  HttpError,
  type AppShellData,
  type HttpClient,
  type HttpRequestInit,
  type HttpResponse,
} from '@storefront/platform';
import { aTestBus, eventsOf, givenAppShellFrom } from '@storefront/platform/testing';
import { AccountEnvironmentContext, type AccountEnvironment } from '../environment/account-environment';
import { anAppShellData } from './app-shell-data';

export { anAppShellData };

/** Puts app shell data in place as the shell would. */
export const givenAppShell = givenAppShellFrom(anAppShellData);

export const aMember = (overrides: Partial<AppShellData['currentUser']> = {}): AppShellData['currentUser'] => ({
  id: 'member-1',
  isLoggedIn: true,
  isImpersonating: false,
  email: 'member@example.com',
  ...overrides,
});

export interface FakeRequest {
  method: 'GET' | 'POST';
  url: string;
  body: unknown;
  /** What the caller asked of the request beyond its body (`keepalive`, say). */
  init: HttpRequestInit | undefined;
  answer(data: unknown): void;
  /** Rejects with the error given, or as the platform client does for a status outside 200–399 (500 unless told). */
  fail(reason?: number | Error, data?: unknown): void;
}

/** An HttpError as the platform client throws it for a refused call. */
export const anHttpError = (status: number, data: unknown = null, url = '/test') => new HttpError(status, url, data);

/** An http client whose requests wait until the test answers them, in any order. */
export function fakeHttp() {
  const requests: FakeRequest[] = [];
  function request<T>(method: FakeRequest['method'], url: string, body?: unknown, init?: HttpRequestInit): Promise<HttpResponse<T>> {
    return new Promise((resolve, reject) => {
      requests.push({
        method,
        url,
        body,
        init,
        answer: (data) => resolve({ status: 200, headers: new Headers(), data: data as T }),
        fail: (reason = 500, data = null) => reject(typeof reason === 'number' ? anHttpError(reason, data, url) : reason),
      });
    });
  }
  const http: Pick<HttpClient, 'get' | 'post'> = {
    get: (url, init) => request('GET', url, undefined, init),
    post: (url, body, init) => request('POST', url, body, init),
  };
  /** The requests to `url` so far, oldest first. */
  const sentTo = (url: string) => requests.filter((sent) => sent.url === url);
  /** The latest request to `url`; throws when there is none. */
  const last = (url: string): FakeRequest => {
    const found = sentTo(url).at(-1);
    if (!found) throw new Error(`No request to ${url}; sent: ${requests.map((sent) => sent.url).join(', ') || 'none'}`);
    return found;
  };
  return { http, requests, sentTo, last };
}

export { aTestBus, eventsOf };

export function aTestEnvironment(overrides: Partial<AccountEnvironment> = {}) {
  const fake = fakeHttp();
  const visited: string[] = [];
  let reloads = 0;
  const environment: AccountEnvironment = {
    http: fake.http,
    bus: aTestBus().bus,
    appShell,
    reload: () => {
      reloads += 1;
    },
    assign: (url) => void visited.push(url),
    ...overrides,
  };
  return { environment, ...fake, visited, reloads: () => reloads };
}

/** Renders team Account's UI with a test environment. */
export function renderWithAccount(ui: ReactElement, overrides: Partial<AccountEnvironment> = {}) {
  const test = aTestEnvironment(overrides);
  const view = render(<AccountEnvironmentContext.Provider value={test.environment}>{ui}</AccountEnvironmentContext.Provider>);
  return { ...view, ...test, bus: test.environment.bus };
}

/** Lets promise callbacks and zero-delay timers run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
