import request from 'supertest';
import { listRoutes, signIdentity } from '@storefront/platform/server';
import { buildApp } from './app';
import { noDatabase } from './testing/no-database';
import { anIdentity, identityHeaders, testAppOptions, testIdentitySecret } from './testing/test-app';

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
  expect(response.body).toEqual({ status: 'ok', team: 'cart-checkout', instance: expect.stringMatching(/^[0-9a-f-]{36}$/) });
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

test('the built remote is served at /remote from remoteDir (here an empty build)', async () => {
  const response = await request(app).get('/remote/mf-manifest.json').set(identityHeaders());
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ exposes: [] });
});

describe('the route table', () => {
  // The rules every route keeps (one guard, its input declared, /internal for services), the 401s and 403s of every
  // route and broken text in every input are the attack suite's (security/attack-suite.test.ts).
  const routes = listRoutes(app);
  const route = (method: string, path: string) => routes.find((entry) => entry.method === method && entry.path === path);

  test('the internal routes name exactly the teams that call them', () => {
    const internal = routes.filter((entry) => String(entry.path).startsWith('/internal/')).map((entry) => [`${entry.method} ${String(entry.path)}`, entry.access]);
    expect(Object.fromEntries(internal)).toEqual({
      'POST /internal/carts/merge': [{ kind: 'service', callers: ['account'] }],
      'GET /internal/members/:memberId/orders': [{ kind: 'service', callers: ['account'] }],
      'GET /internal/members/:memberId/orders/:orderNumber': [{ kind: 'service', callers: ['account'] }],
      'GET /internal/products/bought-together': [{ kind: 'service', callers: ['catalog'] }],
      'GET /internal/promotions/gift-with-purchase': [{ kind: 'service', callers: ['catalog'] }],
      'GET /internal/route-table': [{ kind: 'service', callers: ['operator'] }],
      'POST /internal/page-html': [{ kind: 'service', callers: ['gateway'] }],
    });
  });

  test('the back office’s routes are for administrators; the shop’s for anyone, visitors included', () => {
    const admin = routes.filter((entry) => String(entry.path).startsWith('/api/admin/'));
    expect(admin.map((entry) => `${entry.method} ${String(entry.path)}`)).toEqual(['POST /api/admin/cart-checkout/orders/:orderNumber/ship']);
    expect(admin.every((entry) => entry.access[0]!.kind === 'role')).toBe(true);
    expect(route('POST', '/checkout/completePurchase')?.access).toEqual([{ kind: 'anyone' }]);
    expect(route('POST', '/payment-provider/test/redirect/:pspReference/approve')?.access).toEqual([{ kind: 'anyone' }]);
  });
});
