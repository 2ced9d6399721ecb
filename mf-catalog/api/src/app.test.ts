import request from 'supertest';
import { signIdentity } from '@storefront/platform/server';
import { buildApp } from './app';
import { noDatabase } from './testing/no-database';
import { identityHeaders, testAppOptions, testIdentitySecret } from './testing/test-app';

const app = buildApp(testAppOptions(noDatabase));
const unauthenticated = { error: { code: 'unauthenticated', message: expect.any(String) } };

test('GET /health needs no identity', async () => {
  const response = await request(app).get('/health');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok', team: 'catalog', instance: expect.stringMatching(/^[0-9a-f-]{36}$/) });
});

test.each(['/page/', '/mainmenu', '/api/mainmenu', '/api/catalog/brands', '/images/products/100001/1?w=640', '/remote/mf-manifest.json'])(
  '%s without an identity is a 401',
  async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthenticated);
  },
);

test('only identities signed with the gateway secret it is given get in', async () => {
  const identity = { userId: null, market: 'SE' as const, culture: 'sv-SE' as const, isStoreDevice: false, issuedAt: Date.now() };
  const forged = await request(app).get('/no/such/thing').set('x-storefront-identity', signIdentity(identity, 'not-the-gateway-secret'));
  expect(forged.status).toBe(401);
  const signed = await request(app).get('/no/such/thing').set('x-storefront-identity', signIdentity(identity, testIdentitySecret));
  expect(signed.status).toBe(404);
});

test('with a valid identity an unknown path is a 404 error JSON', async () => {
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

test('the built remote is served at /remote from remoteDir (here an empty build)', async () => {
  const response = await request(app).get('/remote/mf-manifest.json').set(identityHeaders());
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ exposes: [] });
});

test('answers are compressed', async () => {
  const response = await request(app).get('/no/such/thing/' + 'x'.repeat(2_000)).set(identityHeaders()).set('Accept-Encoding', 'gzip');
  expect(response.headers['content-encoding']).toBe('gzip');
});
