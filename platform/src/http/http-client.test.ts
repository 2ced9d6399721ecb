import { createHttpClient, type HttpClient } from './http-client';
import { csrfTokenFromCookie } from './csrf-token';
import { HttpError } from './http-error';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

function reply({ status = 200, body = {}, headers = {} }: Reply = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers },
  });
}

const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = originalFetch;
});

function sentHeaders(call = 0): Headers {
  return fetchMock.mock.calls[call]?.[1].headers as Headers;
}

/** Whether the promise settled within a few turns of the event loop. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

test('GET sends JSON accept, same-origin credentials and the client version, and returns status, headers and data', async () => {
  fetchMock.mockImplementation(async () => reply({ body: { componentName: 'StartPage' }, headers: { 'x-actual-url': '/' } }));
  const client = createHttpClient({ clientVersion: 'build-7' });

  const response = await client.get<{ componentName: string }>('/');

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/');
  expect(init?.method).toBe('GET');
  expect(init?.credentials).toBe('same-origin');
  expect(sentHeaders().get('accept')).toBe('application/json');
  expect(sentHeaders().get('x-client-version')).toBe('build-7');
  expect(response.status).toBe(200);
  expect(response.headers.get('x-actual-url')).toBe('/');
  expect(response.data.componentName).toBe('StartPage');
});

test('POST sends the body as JSON', async () => {
  fetchMock.mockImplementation(async () => reply({ body: { ok: true } }));
  await createHttpClient().post('/cart/update', { items: [{ code: 'a', quantity: 1 }] });
  const init = fetchMock.mock.calls[0]?.[1];
  expect(init?.method).toBe('POST');
  expect(init?.body).toBe('{"items":[{"code":"a","quantity":1}]}');
  expect(sentHeaders().get('content-type')).toBe('application/json');
});

test('configure() changes the options of later requests', async () => {
  fetchMock.mockImplementation(async () => reply());
  const client: HttpClient = createHttpClient();
  await client.get('/a');
  expect(sentHeaders(0).has('x-client-version')).toBe(false);
  client.configure({ clientVersion: 'v2' });
  await client.get('/b');
  expect(sentHeaders(1).get('x-client-version')).toBe('v2');
});

test('200 to 399 succeed; 204 gives null data; text bodies come back as text', async () => {
  fetchMock
    .mockResolvedValueOnce(reply({ status: 399 }))
    .mockResolvedValueOnce(reply({ status: 204 }))
    .mockResolvedValueOnce(reply({ body: 'plain' }));
  const client = createHttpClient();
  expect((await client.get('/a')).status).toBe(399);
  expect((await client.get('/b')).data).toBeNull();
  expect((await client.get('/c')).data).toBe('plain');
});

test('other statuses reject with HttpError carrying status, url and the error body', async () => {
  const body = { error: { code: 'not_found', message: 'No such page' } };
  fetchMock.mockImplementation(async () => reply({ status: 404, body }));
  const error = await createHttpClient().get('/nope').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 404, url: '/nope', data: body });
});

test('a request that never gets a response rejects with HttpError status 0', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(createHttpClient().get('/x')).rejects.toMatchObject({ status: 0, url: '/x' });
});

test('401 calls the login handler, then retries once', async () => {
  fetchMock.mockResolvedValueOnce(reply({ status: 401 })).mockResolvedValueOnce(reply({ body: { me: 1 } }));
  const loginHandler = jest.fn().mockResolvedValue(true);
  const response = await createHttpClient({ loginHandler }).get('/account');
  expect(loginHandler).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(response.data).toEqual({ me: 1 });
});

test('a second 401 after logging in rejects instead of looping', async () => {
  fetchMock.mockImplementation(async () => reply({ status: 401 }));
  const loginHandler = jest.fn().mockResolvedValue(undefined);
  await expect(createHttpClient({ loginHandler }).get('/account')).rejects.toMatchObject({ status: 401 });
  expect(loginHandler).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('401 rejects without a retry when there is no login handler or the shopper does not log in', async () => {
  fetchMock.mockImplementation(async () => reply({ status: 401 }));
  await expect(createHttpClient().get('/a')).rejects.toMatchObject({ status: 401 });
  await expect(createHttpClient({ loginHandler: () => false }).get('/a')).rejects.toMatchObject({ status: 401 });
  await expect(
    createHttpClient({ loginHandler: () => Promise.reject(new Error('closed')) }).get('/a'),
  ).rejects.toMatchObject({ status: 401 });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('a require-reload header calls onRequireReload and the promise is held', async () => {
  fetchMock.mockImplementation(async () => reply({ headers: { 'x-require-reload': '1' } }));
  const onRequireReload = jest.fn();
  const pending = createHttpClient({ onRequireReload }).get('/');
  expect(await settles(pending)).toBe(false);
  expect(onRequireReload).toHaveBeenCalledTimes(1);
});

test('a queue-intercept header holds the promise forever, even on an error status', async () => {
  fetchMock.mockImplementation(async () => reply({ status: 500, headers: { 'x-queue-intercept': '1' } }));
  expect(await settles(createHttpClient().post('/cart/update', {}))).toBe(false);
});

test('onServerVersion hears the x-server-version of every response, errors included', async () => {
  fetchMock
    .mockResolvedValueOnce(reply({ headers: { 'x-server-version': 'abc' } }))
    .mockResolvedValueOnce(reply({ status: 500, headers: { 'x-server-version': 'def' } }))
    .mockResolvedValueOnce(reply());
  const onServerVersion = jest.fn();
  const client = createHttpClient({ onServerVersion });
  await client.get('/1');
  await client.get('/2').catch(() => undefined);
  await client.get('/3');
  expect(onServerVersion.mock.calls).toEqual([['abc'], ['def']]);
});

test('network and server errors reach onNetworkError, with a retry for reads only', async () => {
  const onNetworkError = jest.fn();
  const client = createHttpClient({ onNetworkError });
  fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(reply({ body: { ok: true } }));
  await expect(client.get('/mainmenu')).rejects.toMatchObject({ status: 0 });
  const [error, retry] = onNetworkError.mock.calls[0] as [HttpError, () => Promise<{ data: unknown }>];
  expect(error.url).toBe('/mainmenu');
  await expect(retry()).resolves.toMatchObject({ data: { ok: true } });

  fetchMock.mockResolvedValueOnce(reply({ status: 503, body: {} }));
  await expect(client.post('/cart/update', { items: {} })).rejects.toMatchObject({ status: 503 });
  expect(onNetworkError.mock.calls[1]?.[0]).toMatchObject({ status: 503 });
  expect(onNetworkError.mock.calls[1]?.[1]).toBeUndefined();
});

test('client errors, 401 and callers that show failures themselves do not reach onNetworkError', async () => {
  const onNetworkError = jest.fn();
  const client = createHttpClient({ onNetworkError });
  fetchMock.mockResolvedValueOnce(reply({ status: 400 })).mockResolvedValueOnce(reply({ status: 401 }));
  fetchMock.mockResolvedValueOnce(reply({ status: 502 }));
  await expect(client.get('/a')).rejects.toMatchObject({ status: 400 });
  await expect(client.get('/b')).rejects.toMatchObject({ status: 401 });
  await expect(client.get('/page', { reportNetworkError: false })).rejects.toMatchObject({ status: 502 });
  expect(onNetworkError).not.toHaveBeenCalled();
  expect(fetchMock.mock.calls[2]?.[1]).not.toHaveProperty('reportNetworkError');
});

describe('CSRF token', () => {
  const globals = globalThis as { document?: { cookie: string }; location?: unknown };
  afterEach(() => {
    delete globals.document;
    delete globals.location;
  });

  test('every state change repeats the csrf cookie in x-csrf-token; reads do not', async () => {
    globals.document = { cookie: 'visitor=abc; csrf=token-from-the-gateway; lang=sv-SE' };
    fetchMock.mockImplementation(async () => reply());
    const client = createHttpClient();
    await client.get('/cart');
    await client.post('/cart/update', {});
    for (const method of ['PUT', 'PATCH', 'DELETE', 'delete']) await client.request('/api/my/lists/1', { method });
    expect(sentHeaders(0).has('x-csrf-token')).toBe(false);
    for (let call = 1; call <= 5; call++) expect(sentHeaders(call).get('x-csrf-token')).toBe('token-from-the-gateway');
  });

  test('the cookie is read at each request, so a token the gateway renewed is sent at once', async () => {
    globals.document = { cookie: 'csrf=first' };
    fetchMock.mockImplementation(async () => reply());
    const client = createHttpClient();
    await client.post('/a');
    globals.document.cookie = 'csrf=second';
    await client.post('/b');
    expect(sentHeaders(0).get('x-csrf-token')).toBe('first');
    expect(sentHeaders(1).get('x-csrf-token')).toBe('second');
  });

  test('no cookie, no header; and the token never goes to another origin', async () => {
    fetchMock.mockImplementation(async () => reply());
    await createHttpClient().post('/cart/update', {});
    expect(sentHeaders(0).has('x-csrf-token')).toBe(false);

    globals.location = { href: 'https://shop.example/c/makeup', origin: 'https://shop.example' };
    const client = createHttpClient({ csrfToken: () => 'secret' });
    await client.post('https://tracker.example/collect', {});
    await client.post('//tracker.example/collect', {});
    await client.post('https://shop.example/cart/update', {});
    expect(sentHeaders(1).has('x-csrf-token')).toBe(false);
    expect(sentHeaders(2).has('x-csrf-token')).toBe(false);
    expect(sentHeaders(3).get('x-csrf-token')).toBe('secret');
  });

  test('a csrf refusal that brought a new cookie is tried once more with it; otherwise it rejects', async () => {
    let token = 'stale';
    const refusal = { error: { code: 'csrf_token_invalid', message: 'Reload the page' } };
    fetchMock.mockImplementationOnce(async () => {
      token = 'fresh';
      return reply({ status: 403, body: refusal });
    });
    fetchMock.mockImplementationOnce(async () => reply({ body: { ok: true } }));
    const client = createHttpClient({ csrfToken: () => token });
    await expect(client.post('/cart/update', {})).resolves.toMatchObject({ data: { ok: true } });
    expect(sentHeaders(0).get('x-csrf-token')).toBe('stale');
    expect(sentHeaders(1).get('x-csrf-token')).toBe('fresh');

    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => reply({ status: 403, body: refusal }));
    await expect(client.post('/cart/update', {})).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

test('csrfTokenFromCookie finds the csrf cookie only', () => {
  expect(csrfTokenFromCookie('a=1; csrf=abc%3D; b=2')).toBe('abc=');
  expect(csrfTokenFromCookie('xcsrf=1; csrfx=2')).toBeUndefined();
  expect(csrfTokenFromCookie('csrf=')).toBeUndefined();
  expect(csrfTokenFromCookie('')).toBeUndefined();
  expect(csrfTokenFromCookie(undefined)).toBeUndefined();
});
