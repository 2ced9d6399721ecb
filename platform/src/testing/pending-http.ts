import type { HttpClient, HttpRequestInit, HttpResponse } from '../http/http-client';
import { HttpError } from '../http/http-error';

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

/** An http client whose requests wait until the test answers them, in any order: for the teams' browser tests. */
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
  /** The requests to `url` (the path and query as sent), oldest first. */
  const sentTo = (url: string) => requests.filter((sent) => sent.url === url);
  /** The latest request to `url`; throws when there is none. */
  const last = (url: string): FakeRequest => {
    const found = sentTo(url).at(-1);
    if (!found) throw new Error(`No request to ${url}; sent: ${requests.map((sent) => `${sent.method} ${sent.url}`).join(', ') || 'none'}`);
    return found;
  };
  return { http, requests, sentTo, last };
}
