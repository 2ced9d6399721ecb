// Small factories for tests: a valid cart with what a test does not care about filled in, and an http client and
// bus the test drives by hand.
import type { Cart, CartLine, HttpClient, HttpRequestInit, HttpResponse } from '@storefront/platform';
import { aCartLine, aCartOf, appShellDataWithTexts, aTestBus, givenAppShellFrom, sek } from '@storefront/platform/testing';
import { textAreas } from '../texts';

/** App shell data for tests, with the platform's phrases and Checkout's published texts, as a page has them. */
export const anAppShellData = appShellDataWithTexts(textAreas);

export { aCartLine, sek };

/** Puts app shell data in place as the shell would (site maximum 10 per article). */
export const givenAppShell = givenAppShellFrom(anAppShellData);

/** A cart with one line (249 kr) unless `items` says otherwise. */
export const aCart = (overrides: Partial<Cart> = {}): Cart => aCartOf(overrides.items ?? [aCartLine()], overrides);

/** The answer of POST /cart/update that accepts a change. */
export const anUpdateAnswer = (cart: Cart, addedItems: CartLine[] = []) => ({
  cartUpdateResult: { addedItems, removedItems: [], exponeaEvents: [], promotionCodeAlreadyApplied: false, success: true },
  cart,
});

/** The answer of POST /cart/addcouponCode or /cart/removecouponCode. */
export const aCouponCodeAnswer = (cart: Cart, success = true, message = success ? 'The code was added.' : 'The code is not valid.') => ({
  success,
  message,
  cart,
});

export interface FakeRequest {
  method: 'GET' | 'POST';
  url: string;
  body: unknown;
  /** The request headers the caller set. */
  headers: Record<string, string>;
  /** Whether the request was asked to outlive the page (fetch's keepalive). */
  keepalive: boolean;
  answer(data: unknown): void;
  fail(error: unknown): void;
}

/** An http client whose requests wait until the test answers them, in any order. */
export function fakeHttp() {
  const requests: FakeRequest[] = [];
  function request<T>(method: FakeRequest['method'], url: string, body?: unknown, init?: HttpRequestInit): Promise<HttpResponse<T>> {
    return new Promise((resolve, reject) => {
      requests.push({
        method,
        url,
        body,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
        keepalive: init?.keepalive === true,
        answer: (data) => resolve({ status: 200, headers: {} as Headers, data: data as T }),
        fail: reject,
      });
    });
  }
  const http: Pick<HttpClient, 'get' | 'post'> = {
    get: (url, init) => request('GET', url, undefined, init),
    post: (url, body, init) => request('POST', url, body, init),
  };
  const updates = () => requests.filter((sent) => sent.url === '/cart/update');
  const fetches = () => requests.filter((sent) => sent.method === 'GET' && sent.url === '/cart');
  const couponCodeRequests = () => requests.filter((sent) => /^\/cart\/(add|remove)couponCode$/.test(sent.url));
  return { http, requests, updates, fetches, couponCodeRequests };
}

export { aTestBus };

/** Lets promise callbacks and zero-delay timers run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
