import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { signIdentity, type Identity } from '../identity';
import { allow } from './access';
import { errorHandler } from './error-handler';
import { requireIdentity } from './require-identity';

const secret = 'access-test-secret-access-test-secret';
const visitor: Identity = { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() };
const member = { ...visitor, userId: 'm-1' };
const admin = { ...member, roles: ['admin' as const] };

const app = express();
app.use(requireIdentity(secret));
app.get('/open', allow.anyone, (_req, res) => void res.json({ ok: true }));
app.get('/page/mine', allow.members, (_req, res) => void res.json({ ok: true }));
app.get('/admin', allow.admins, (_req, res) => void res.json({ ok: true }));
app.get('/mailbox', allow.adminsUnseen, (_req, res) => void res.json({ ok: true }));
app.post('/internal/stock-levels', allow.services('cart-checkout'), (_req, res) => void res.json({ ok: true }));
app.use(errorHandler(pino({ level: 'silent' })));

const as = (identity: Partial<Identity>) => ({ 'x-storefront-identity': signIdentity({ ...visitor, ...identity, issuedAt: Date.now() }, secret) });
const statusOf = async (method: 'get' | 'post', path: string, identity: Partial<Identity>) =>
  (await request(app)[method](path).set(as(identity))).status;

test('anyone: visitors, members and services alike', async () => {
  for (const identity of [visitor, member, admin, { service: 'gateway' as const }]) expect(await statusOf('get', '/open', identity)).toBe(200);
});

test('members: a visitor gets 401 login_required with where to come back to', async () => {
  const refused = await request(app).get('/page/mine?x=1').set(as(visitor));
  expect(refused.status).toBe(401);
  expect(refused.body.error).toEqual({ code: 'login_required', message: expect.any(String), fields: { returnUrl: '/mine?x=1' } });
  expect(await statusOf('get', '/page/mine', member)).toBe(200);
});

test('admins: a visitor gets 401, a member 403, an administrator in', async () => {
  expect(await statusOf('get', '/admin', visitor)).toBe(401);
  expect(await statusOf('get', '/admin', member)).toBe(403);
  expect(await statusOf('get', '/admin', admin)).toBe(200);
});

test('admins unseen: everyone but an administrator gets 404, as if nothing were there', async () => {
  expect(await statusOf('get', '/mailbox', visitor)).toBe(404);
  expect(await statusOf('get', '/mailbox', member)).toBe(404);
  expect(await statusOf('get', '/mailbox', { service: 'gateway' })).toBe(404);
  expect(await statusOf('get', '/mailbox', admin)).toBe(200);
});

test('services: any browser identity is a 401, a service not named a 403, the named one in', async () => {
  for (const identity of [visitor, member, admin]) expect(await statusOf('post', '/internal/stock-levels', identity)).toBe(401);
  expect(await statusOf('post', '/internal/stock-levels', { service: 'account' })).toBe(403);
  expect(await statusOf('post', '/internal/stock-levels', { service: 'cart-checkout' })).toBe(200);
});
