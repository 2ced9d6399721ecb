import request from 'supertest';
import { allow, listRoutes, samplePath, signIdentity, textRuleMessages, type Identity, type RouteAccess, type RouteEntry } from '@storefront/platform/server';
import { buildApp } from './app';
import { noDatabase } from './test-support/no-database';
import { anIdentity, identityHeaders, testAppOptions, testIdentitySecret } from './test-support/test-app';

const app = buildApp(testAppOptions(noDatabase, 'http://127.0.0.1:9'));
const unauthenticated = { error: { code: 'unauthenticated', message: expect.any(String) } };
const calls = [
  ['GET', '/cart'],
  ['POST', '/cart/update'],
  ['POST', '/cart/deletecart'],
  ['GET', '/page/basket'],
  ['GET', '/page/checkout'],
  ['POST', '/checkout/completePurchase'],
  ['GET', '/api/my/carts/current'],
  ['GET', '/api/shipping/delivery-points?postalCode=11122'],
  ['GET', '/remote/mf-manifest.json'],
] as const;
const call = (method: 'GET' | 'POST', url: string) => (method === 'GET' ? request(app).get(url) : request(app).post(url).send({}));

test('GET /health needs no identity', async () => {
  const response = await request(app).get('/health');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok', team: 'cart-checkout' });
});

test.each(calls)('%s %s without an identity is a 401', async (method, url) => {
  const response = await call(method, url);
  expect(response.status).toBe(401);
  expect(response.body).toEqual(unauthenticated);
});

test.each(calls)('%s %s with a forged or stale identity is a 401', async (method, url) => {
  const forged = await call(method, url).set('x-storefront-identity', signIdentity(anIdentity(), 'not-the-gateway-secret'));
  expect(forged.status).toBe(401);
  expect(forged.body).toEqual(unauthenticated);
  const stale = await call(method, url).set('x-storefront-identity', signIdentity(anIdentity({ issuedAt: Date.now() - 120_000 }), testIdentitySecret));
  expect(stale.status).toBe(401);
});

test('with a valid identity an unknown path, or another page, is a 404 error JSON', async () => {
  for (const url of ['/no/such/thing', '/page/wishlist', '/page/']) {
    const response = await request(app).get(url).set(identityHeaders());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  }
});

test('a failure inside is a 500 error JSON without details', async () => {
  const response = await request(app).get('/cart').set(identityHeaders());
  expect(response.status).toBe(500);
  expect(response.body).toEqual({ error: { code: 'internal', message: expect.any(String) } });
  expect(JSON.stringify(response.body)).not.toContain('this test has no database');
});

test('answers are compressed', async () => {
  const response = await request(app).get('/no/such/thing/' + 'x'.repeat(2_000)).set(identityHeaders()).set('Accept-Encoding', 'gzip');
  expect(response.headers['content-encoding']).toBe('gzip');
});

test('the built remote is served at /remote from remoteDir (here not built)', async () => {
  const response = await request(app).get('/remote/mf-manifest.json').set(identityHeaders());
  expect(response.status).toBe(404);
  expect(response.body.error.code).toBe('remote_not_built');
});

describe('the route table', () => {
  /** What breaks the rules every route keeps (one access guard; /internal for services; an `accepts` for path params). */
  function routeTableProblems(routes: RouteEntry[]): string[] {
    return routes.flatMap(({ method, path, access, inputs }) => {
      const route = `${method} ${String(path)}`;
      const problems: string[] = [];
      if (access.length !== 1) problems.push(`${route} has ${access.length} access guards`);
      if (typeof path === 'string' && path.startsWith('/internal/') && access.some((entry) => entry.kind !== 'service')) {
        problems.push(`${route} is internal but not a service route`);
      }
      if (typeof path === 'string' && /[:*]\w/.test(path) && !inputs.some((input) => input.params)) problems.push(`${route} reads path params without accepts`);
      return problems;
    });
  }
  const routes = listRoutes(app);
  const route = (method: string, path: string) => routes.find((entry) => entry.method === method && entry.path === path);

  test('every route has exactly one access guard, every /internal route is a service route, every :param is declared', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routeTableProblems(routes)).toEqual([]);
  });

  test('the check finds a route added without a guard, a browser guard on /internal and an undeclared param', () => {
    const extended = buildApp(testAppOptions(noDatabase, 'http://127.0.0.1:9'));
    extended.get('/api/my/carts/current/secret', (_req, res) => void res.end());
    extended.get('/internal/carts/:cartId', allow.members, (_req, res) => void res.end());
    expect(routeTableProblems(listRoutes(extended))).toEqual([
      'GET /api/my/carts/current/secret has 0 access guards',
      'GET /internal/carts/:cartId is internal but not a service route',
      'GET /internal/carts/:cartId reads path params without accepts',
    ]);
  });

  test('the internal routes name exactly the teams that call them', () => {
    const internal = routes.filter((entry) => String(entry.path).startsWith('/internal/')).map((entry) => [`${entry.method} ${String(entry.path)}`, entry.access]);
    expect(Object.fromEntries(internal)).toEqual({
      'POST /internal/carts/merge': [{ kind: 'service', callers: ['account'] }],
      'GET /internal/members/:memberId/orders': [{ kind: 'service', callers: ['account'] }],
      'GET /internal/members/:memberId/orders/:orderNumber': [{ kind: 'service', callers: ['account'] }],
      'GET /internal/products/bought-together': [{ kind: 'service', callers: ['catalog'] }],
      'GET /internal/promotions/gift-with-purchase': [{ kind: 'service', callers: ['catalog'] }],
      'GET /internal/route-table': [{ kind: 'service', callers: ['operator'] }],
    });
  });

  test('the back office’s routes are for administrators; the shop’s for anyone, visitors included', () => {
    const admin = routes.filter((entry) => String(entry.path).startsWith('/api/admin/'));
    expect(admin.map((entry) => `${entry.method} ${String(entry.path)}`)).toEqual(['POST /api/admin/cart-checkout/orders/:orderNumber/ship']);
    expect(admin.every((entry) => entry.access[0]!.kind === 'role')).toBe(true);
    expect(route('POST', '/checkout/completePurchase')?.access).toEqual([{ kind: 'anyone' }]);
    expect(route('POST', '/payment-provider/test/redirect/:pspReference/approve')?.access).toEqual([{ kind: 'anyone' }]);
  });

  test.each(routes.filter((entry) => String(entry.path).startsWith('/internal/')).map((entry) => [entry.method, String(entry.path)] as const))(
    '%s %s answers a browser’s identity 401 and a service it does not name 403, before reading anything',
    async (method, path) => {
      const url = samplePath(path)!;
      const send = (who: Partial<Identity>) => call(method as 'GET' | 'POST', url).set(identityHeaders(who));
      for (const who of [{}, { userId: 'u-1' }, { userId: 'u-admin', roles: ['admin' as const] }]) {
        const response = await send(who);
        expect([response.status, response.body.error.code]).toEqual([401, 'service_only']);
      }
      const other = await send({ service: 'social' });
      expect([other.status, other.body.error.code]).toEqual([403, 'service_not_allowed']);
    },
  );
});

describe('broken text in any declared input', () => {
  /** Someone the route lets through, so that what is tried is its input contract, not its guard. */
  function allowedCaller(access: RouteAccess): Partial<Identity> {
    switch (access.kind) {
      case 'withoutIdentity':
      case 'anyone':
        return {};
      case 'member':
        return { userId: 'u-broken-text' };
      case 'role':
        return { userId: 'u-broken-text', roles: [access.role] };
      case 'service':
        return { userId: 'u-broken-text', service: access.callers[0] };
    }
  }
  const declared = listRoutes(app).filter((entry) => typeof entry.path === 'string' && entry.inputs.length > 0);
  const tries = declared.flatMap(({ method, path, access, inputs }) => {
    const who = allowedCaller(access[0]!);
    const parts = new Set(inputs.flatMap((input) => Object.keys(input)));
    const route = `${method} ${String(path)}`;
    const withParams = (value: string) => String(path).replace(/:(\w+)/g, value);
    const sample = samplePath(path)!;
    return [
      ...(parts.has('params') ? [{ route, part: 'params', what: 'a NUL', method, url: withParams('%00'), who }] : []),
      ...(parts.has('query') ? [{ route, part: 'query', what: 'a NUL', method, url: `${sample}?q=%00`, who }] : []),
      ...(parts.has('body')
        ? [
            { route, part: 'body', what: 'a NUL', method, url: sample, who, body: { text: 'NUL\u0000' } },
            { route, part: 'body', what: 'half an emoji', method, url: sample, who, body: { text: 'cut \ud83d' } },
          ]
        : []),
    ];
  });

  test('every route that declares params, a query or a body is tried', () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(tries.map((attempt) => attempt.route)).size).toBe(declared.length);
  });

  // The app has no database: a handler that ran would answer 500, so a 400 here means nothing was read or changed.
  test.each(tries.map((attempt) => [attempt.route, attempt.what, attempt.part, attempt] as const))(
    '%s: %s in its %s is a 400 before the handler runs',
    async (_route, _what, part, attempt) => {
      const sent = attempt.method === 'GET' ? request(app).get(attempt.url) : request(app).post(attempt.url).send(attempt.body ?? {});
      const response = await sent.set(identityHeaders(attempt.who));
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'bad_request', message: expect.stringContaining(`Invalid ${part}`), fields: expect.any(Object) });
      expect(Object.values(response.body.error.fields)).toContain(textRuleMessages.brokenText);
    },
  );
});
