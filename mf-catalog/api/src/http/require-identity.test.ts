import request from 'supertest';
import { signIdentity } from '@storefront/platform/server';
import { buildApp } from '../app';
import { noDatabase } from '../test-support/no-database';
import { identityHeaders, testAppOptions } from '../test-support/test-app';

const app = buildApp(testAppOptions(noDatabase));
const unauthenticated = { error: { code: 'unauthenticated', message: expect.any(String) } };

test('GET /health needs no identity', async () => {
  const response = await request(app).get('/health');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok', team: 'catalog' });
});

test.each(['/page/', '/mainmenu', '/api/mainmenu', '/api/catalog/brands', '/images/products/100001/1?w=640', '/remote/mf-manifest.json'])(
  '%s without an identity is a 401',
  async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthenticated);
  },
);

test('a forged, stale or malformed identity is a 401', async () => {
  const identity = { userId: null, market: 'SE' as const, culture: 'sv-SE' as const, isStoreDevice: false, issuedAt: Date.now() };
  const forged = signIdentity(identity, 'not-the-gateway-secret');
  const stale = signIdentity({ ...identity, issuedAt: Date.now() - 120_000 }, 'catalog-test-secret');
  const unknownMarket = signIdentity({ ...identity, market: 'XX' as never }, 'catalog-test-secret');
  for (const header of [forged, stale, unknownMarket, 'garbage', '']) {
    const response = await request(app).get('/page/').set('x-storefront-identity', header);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthenticated);
  }
});

test('with a valid identity the request goes on; an unknown path is a 404 error JSON', async () => {
  const response = await request(app).get('/no/such/thing').set(identityHeaders());
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
});

test('a failure inside is a 500 error JSON without details', async () => {
  const response = await request(app).get('/page/').set(identityHeaders());
  expect(response.status).toBe(500);
  expect(response.body).toEqual({ error: { code: 'internal', message: expect.any(String) } });
  expect(JSON.stringify(response.body)).not.toContain('this test has no database');
});

test('a malformed URL is a 400 error JSON, not a 5xx', async () => {
  const response = await request(app).get('/images/products/%E0%A4%A/1').set(identityHeaders());
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe('bad_request');
});
