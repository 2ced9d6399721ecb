import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { signIdentity, type Identity } from '../identity';
import { errorHandler } from './error-handler';
import { identityOf, requireIdentity } from './require-identity';

const secret = 'platform-test-secret';
const shopper: Identity = { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() };
const unauthenticated = { error: { code: 'unauthenticated', message: expect.any(String) } };

function teamServer(now?: () => number) {
  const app = express();
  app.use(requireIdentity(secret, now));
  app.get('/who', (_req, res) => {
    res.json(identityOf(res));
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

test('a request without an identity is a 401', async () => {
  const response = await request(teamServer()).get('/who');
  expect(response.status).toBe(401);
  expect(response.body).toEqual(unauthenticated);
});

test('a forged, stale, malformed or foreign-market identity is a 401', async () => {
  const identities = [
    signIdentity(shopper, 'not-the-gateway-secret'),
    signIdentity({ ...shopper, issuedAt: Date.now() - 120_000 }, secret),
    signIdentity({ ...shopper, market: 'XX' as never }, secret),
    signIdentity({ ...shopper, culture: 'xx-XX' as never }, secret),
    'garbage',
    '',
  ];
  for (const header of identities) {
    const response = await request(teamServer()).get('/who').set('x-storefront-identity', header);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthenticated);
  }
});

test('a valid identity goes on to the handlers, which read it with identityOf', async () => {
  const member = { ...shopper, userId: 'u-42', market: 'FI' as const, culture: 'fi-FI' as const };
  const response = await request(teamServer()).get('/who').set('x-storefront-identity', signIdentity(member, secret));
  expect(response.status).toBe(200);
  expect(response.body).toEqual(member);
});

test('identities are judged by the clock it is given', async () => {
  const header = signIdentity({ ...shopper, issuedAt: 1_000_000 }, secret);
  const early = await request(teamServer(() => 1_000_500)).get('/who').set('x-storefront-identity', header);
  expect(early.status).toBe(200);
  const late = await request(teamServer(() => 1_000_000 + 61_000)).get('/who').set('x-storefront-identity', header);
  expect(late.status).toBe(401);
});
