import request from 'supertest';
import type { ResolvedSession } from '@storefront/platform';
import { serviceIdentity, signIdentity, verifyIdentity, type Identity } from '@storefront/platform/server';
import { startFakeAccount, type FakeAccount } from '../testing/fake-account';
import { startFakeTeam, testIdentitySecret, type FakeTeam } from '../testing/fake-team';
import { makeShellDist, testGateway, withCsrf } from '../testing/gateway-harness';
import type { Gateway } from '../app';

// The gateway asks team Account's /internal/* routes as itself (`service: 'gateway'`); everything it signs for a
// browser's request is a visitor's or a member's, never a service's, whatever the browser sends.
let team: FakeTeam;
let account: FakeAccount;
let gateway: Gateway;
const shell = makeShellDist();

const visitorId = '0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11';
const memberToken = 'member-session-token-0123456789abcdefghijklm';
const impersonatingToken = 'impersonating-session-token-0123456789abcdef';
const member: ResolvedSession = { userId: 'm-1', email: 'member@example.com', impersonatorId: null, impersonatorEmail: null, roles: [] };
const impersonating: ResolvedSession = { userId: 'm-2', email: 'c@example.com', impersonatorId: 'a-1', impersonatorEmail: 'a@example.com', roles: ['admin'] };

beforeAll(async () => {
  team = await startFakeTeam();
  account = await startFakeAccount();
  // Account's answer is parsed, not passed on: a `service` in it must not reach any identity.
  account.sessions.set(memberToken, { ...member, service: 'gateway' } as ResolvedSession);
  account.sessions.set(impersonatingToken, impersonating);
  gateway = testGateway(team.url, shell.path, {
    teamUrls: { catalog: team.url, 'cart-checkout': team.url, account: account.url, social: 'http://127.0.0.1:9' },
    impersonationAuditRetryDelayMs: 10,
  });
});
afterAll(async () => {
  gateway.stop();
  await Promise.all([team.close(), account.close()]);
  shell.remove();
});
beforeEach(() => {
  team.requests.length = 0;
  account.requests.length = 0;
});

const identityIn = (headers: Record<string, unknown>): Identity | null =>
  verifyIdentity(headers['x-storefront-identity'] as string | undefined, testIdentitySecret);

describe('the gateway’s own calls to team Account', () => {
  it('a session lookup is the gateway’s, with the request’s visitor as today: market, visitor id, address, no member', async () => {
    await request(gateway.app).get('/api/catalog/who').set('Cookie', `session=${memberToken}; visitor=${visitorId}; market=NO`);
    const lookup = account.callsTo('/internal/sessions/resolve').at(-1);
    expect(lookup?.identity).toMatchObject({ service: 'gateway', userId: null, market: 'NO', culture: 'nb-NO', visitorId, isStoreDevice: false });
    expect(lookup?.identity?.clientAddress).toMatch(/127\.0\.0\.1$/);
    expect(lookup?.identity?.roles).toBeUndefined();
  });

  it('the app shell part is the gateway’s, for the member and visitor of the request (a visitor without a session is not asked about)', async () => {
    await request(gateway.app).get('/appshell/data').set('Cookie', `session=${impersonatingToken}; visitor=${visitorId}`);
    expect(account.callsTo('/internal/app-shell').at(-1)?.identity).toMatchObject({
      service: 'gateway',
      userId: 'm-2',
      impersonatorId: 'a-1',
      roles: ['admin'],
      visitorId,
    });
  });

  it('an impersonation record is the gateway’s, naming the customer, the administrator and their roles', async () => {
    await request(gateway.app).post('/accountwishlist/add').set(withCsrf([`session=${impersonatingToken}`])).send({ code: '100001' });
    await gateway.drain();
    expect(account.impersonationActions).toHaveLength(1);
    expect(account.callsTo('/internal/impersonation-actions').at(-1)?.identity).toMatchObject({
      service: 'gateway',
      userId: 'm-2',
      impersonatorId: 'a-1',
      roles: ['admin'],
    });
  });

  it('are refused by Account without the service identity (the fake checks what the real one does)', async () => {
    const asBrowser = signIdentity({ ...member, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() }, testIdentitySecret);
    const refused = await fetch(`${account.url}/internal/app-shell`, { headers: { 'x-storefront-identity': asBrowser } });
    expect(refused.status).toBe(401);
    const otherService = signIdentity(serviceIdentity('catalog'), testIdentitySecret);
    expect((await fetch(`${account.url}/internal/app-shell`, { headers: { 'x-storefront-identity': otherService } })).status).toBe(403);
  });
});

describe('what the gateway signs for a browser’s request', () => {
  const smuggled = signIdentity(serviceIdentity('gateway', { userId: 'a-1', roles: ['admin'] }), testIdentitySecret);
  const calls = [
    ['an API read', () => request(gateway.app).get('/api/catalog/who')],
    ['an API write', () => request(gateway.app).post('/api/catalog/votes').send({ service: 'gateway' })],
    ['a remote file', () => request(gateway.app).get('/remotes/catalog/remoteEntry.js')],
    ['page JSON with app shell data', () => request(gateway.app).get('/c/makeup?_asd=1').set('Accept', 'application/json')],
    ['an HTML navigation', () => request(gateway.app).get('/c/makeup').set('Accept', 'text/html')],
    ['an account page', () => request(gateway.app).get('/my-pages').set('Accept', 'application/json')],
  ] as const;

  it.each(calls)('never carries a service, for %s, even with a service identity, cookie or session answer sent along', async (_what, call) => {
    const response = await call().set('x-storefront-identity', smuggled).set(withCsrf([`session=${memberToken}`, 'service=gateway']));
    expect(response.status).toBeLessThan(500);
    // The gateway's own calls (/internal/*: app shell data, the page's server render) carry its service identity.
    const seen = [
      ...team.requests.filter((call) => !call.url.startsWith('/internal/')).map((seenByTeam) => seenByTeam.headers),
      ...account.requests.filter((call) => !call.url.startsWith('/internal/')).map((call) => call.headers),
    ].map(identityIn);
    expect(seen.length).toBeGreaterThan(0);
    for (const identity of seen) {
      expect(identity).not.toBeNull();
      expect(identity).not.toHaveProperty('service');
      expect(identity?.roles ?? []).not.toContain('admin');
    }
  });
});
