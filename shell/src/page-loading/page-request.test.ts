import { createHttpClient } from '@storefront/platform';
import { pageRequestUrl, requestPage } from './page-request';

const origin = 'https://shop.test';

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('pageRequestUrl', () => {
  it('adds the hidden parameters and drops the hash', () => {
    expect(pageRequestUrl('/c/makeup?page=2#top', { linkId: 'menu-1', appShellStale: true }, origin)).toBe(
      '/c/makeup?page=2&_lid=menu-1&_asd=1&_rdd=1',
    );
  });

  it('leaves out the link id and app shell flag when not needed', () => {
    expect(pageRequestUrl('/', {}, origin)).toBe('/?_rdd=1');
  });
});

describe('requestPage', () => {
  it('asks for JSON and reads the actual URL and server version', async () => {
    const fetch = jest.fn(async () =>
      jsonResponse(200, { componentName: 'StartPageViewModel', url: '/', meta: { title: 'Start' }, currentTheme: 'default' }, {
        'x-actual-url': '/start',
        'x-server-version': 'v9',
      }),
    );
    const http = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const result = await requestPage(http, '/', {}, origin);
    expect(result).toMatchObject({ kind: 'page', actualUrl: '/start', serverVersion: 'v9', status: 200 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('turns a 404 with a view model into a page to show', async () => {
    const body = { componentName: 'PageNotFoundViewModel', url: '/x', meta: { title: 'Not found' }, currentTheme: 'default' };
    const http = createHttpClient({ fetch: (async () => jsonResponse(404, body)) as typeof globalThis.fetch });
    expect(await requestPage(http, '/x', {}, origin)).toMatchObject({ kind: 'page', status: 404, page: body });
  });

  it('turns other errors into failures with their status', async () => {
    const http = createHttpClient({ fetch: (async () => jsonResponse(502, { error: { code: 'bad_gateway', message: 'x' } })) as typeof globalThis.fetch });
    expect(await requestPage(http, '/x', {}, origin)).toEqual({ kind: 'failure', status: 502 });
    const offline = createHttpClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof globalThis.fetch,
    });
    expect(await requestPage(offline, '/x', {}, origin)).toEqual({ kind: 'failure', status: 0 });
  });

  it('ignores an actual URL on another origin', async () => {
    const http = createHttpClient({
      fetch: (async () =>
        jsonResponse(200, { componentName: 'X', url: '/', meta: { title: '' }, currentTheme: 'default' }, {
          'x-actual-url': 'https://evil.test/',
        })) as typeof globalThis.fetch,
    });
    expect(await requestPage(http, '/', {}, origin)).toMatchObject({ actualUrl: null });
  });
});
