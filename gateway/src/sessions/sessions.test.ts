import request from 'supertest';
import type { ResolvedSession } from '@storefront/platform';
import { startFakeTeam } from '../testing/fake-team';
import { deadTeam, gatewayWithFakeAccount, testGateway, withCsrf } from '../testing/gateway-harness';

const store = gatewayWithFakeAccount();

const member: ResolvedSession = { userId: 'm-1', email: 'member@example.com', impersonatorId: null, impersonatorEmail: null, roles: [] };
const impersonating: ResolvedSession = {
  userId: 'm-2',
  email: 'customer@example.com',
  impersonatorId: 'a-1',
  impersonatorEmail: 'admin@example.com',
  roles: ['admin'],
};

let tokens = 0;
/** A fresh session token for each use, so one test's cached answer is never another's. */
function newToken(): string {
  tokens++;
  return `session-token-${String(tokens).padStart(4, '0')}-abcdefghijklmnopqrstuvwx`;
}

/** What the catalog (the fake team echoes it) was told about who asks, for a request with these cookies. */
async function identitySeen(cookie: string, app = store.gateway.app) {
  const response = await request(app).get('/api/catalog/who').set('Cookie', cookie);
  expect(response.status).toBe(200);
  return response.body.identity as Record<string, unknown>;
}

describe('a session cookie', () => {
  it('makes the member the signed identity every team sees, with the browser’s address', async () => {
    const token = newToken();
    store.account.sessions.set(token, member);
    const identity = await identitySeen(`session=${token}; visitor=0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11`);
    expect(identity).toMatchObject({ userId: 'm-1', impersonatorId: null, roles: [], visitorId: '0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11' });
    expect(identity.clientAddress).toMatch(/127\.0\.0\.1$/);
    const lookup = store.account.callsTo('/internal/sessions/resolve').at(-1);
    expect(lookup?.body).toEqual({ token });
    expect(lookup?.identity).toMatchObject({ userId: null });
  });

  it('while impersonating: the customer as userId, the administrator as impersonatorId, with the administrator’s roles', async () => {
    const token = newToken();
    store.account.sessions.set(token, impersonating);
    expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: 'm-2', impersonatorId: 'a-1', roles: ['admin'] });
  });

  it('that Account does not know leaves the request a visitor’s; no cookie means no lookup', async () => {
    expect(await identitySeen(`session=${newToken()}`)).toMatchObject({ userId: null });
    const before = store.account.callsTo('/internal/sessions/resolve').length;
    const visitor = await identitySeen('market=NO');
    expect(visitor).toMatchObject({ userId: null, market: 'NO' });
    expect(visitor.impersonatorId).toBeUndefined();
    expect(visitor.roles).toBeUndefined();
    expect(store.account.callsTo('/internal/sessions/resolve').length).toBe(before);
  });

  it('is looked up once for many requests within the cache time', async () => {
    // A lookup past its limit is not cached: on a busy machine the store's 300 ms could make this test ask twice.
    const patient = testGateway(store.team.url, store.shell.path, {
      teamUrls: { catalog: store.team.url, 'cart-checkout': deadTeam, account: store.account.url, social: 'http://127.0.0.1:9' },
      sessionLookupTimeoutMs: 10_000,
    });
    try {
      const token = newToken();
      store.account.sessions.set(token, member);
      const before = store.account.callsTo('/internal/sessions/resolve').length;
      await Promise.all(Array.from({ length: 10 }, () => identitySeen(`session=${token}`, patient.app)));
      await identitySeen(`session=${token}`, patient.app);
      expect(store.account.callsTo('/internal/sessions/resolve').length).toBe(before + 1);
    } finally {
      patient.stop();
    }
  });

  it('is not looked up for bundles and health checks', async () => {
    const token = newToken();
    store.account.sessions.set(token, member);
    await request(store.gateway.app).get('/shell/main.0123abcd.js').set('Cookie', `session=${token}`);
    await request(store.gateway.app).get('/health').set('Cookie', `session=${token}`);
    expect(store.account.callsTo('/internal/sessions/resolve').filter((call) => (call.body as { token: string }).token === token)).toEqual([]);
  });
});

describe('a response that changes a session', () => {
  it.each([
    '/dologin',
    '/dologout',
    '/dologout/stopimpersonation',
    // Whatever the path: the team's answer says it.
    '/api/my/profile/delete-account?sessionChanged=1',
    '/api/admin/account/customers/m-2/impersonate?sessionChanged=1',
  ])('(x-session-changed) to %s drops the cached answer, so the very next request sees the change', async (path) => {
    const token = newToken();
    store.account.sessions.set(token, member);
    expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: 'm-1' });
    store.account.sessions.set(token, impersonating);
    const change = await request(store.gateway.app).post(path).set(withCsrf([`session=${token}`])).send({});
    expect(change.status).toBe(200);
    // The team's word to the gateway does not reach the browser.
    expect(change.headers['x-session-changed']).toBeUndefined();
    expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: 'm-2', impersonatorId: 'a-1' });
  });

  it('an answer that does not say so keeps the cached answer, whatever its path', async () => {
    const token = newToken();
    store.account.sessions.set(token, member);
    await identitySeen(`session=${token}`);
    store.account.sessions.set(token, impersonating);
    await request(store.gateway.app).post('/api/my/profile/delete-account').set(withCsrf([`session=${token}`])).send({});
    expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: 'm-1' });
  });

  it('other account calls keep the cached answer', async () => {
    const token = newToken();
    store.account.sessions.set(token, member);
    await identitySeen(`session=${token}`);
    store.account.sessions.delete(token);
    await request(store.gateway.app).post('/accountwishlist/add').set(withCsrf([`session=${token}`])).send({ code: '100001' });
    expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: 'm-1' });
  });

  it('a login passes the new session cookie to the browser alongside the gateway’s own cookies', async () => {
    const login = await request(store.gateway.app).post('/dologin').set(withCsrf()).send({ email: 'member@example.com', password: 'x' });
    expect(login.status).toBe(200);
    const cookies = login.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((cookie) => cookie.startsWith(`session=${store.account.nextLoginToken};`))).toMatch(/HttpOnly/);
    expect(cookies.find((cookie) => cookie.startsWith('visitor='))).toBeDefined();
  });
});

describe('when Account fails', () => {
  it('is dead: pages and API calls still answer, as a visitor’s, at once', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, store.shell.path, { teamUrls: { catalog: team.url, 'cart-checkout': deadTeam, account: deadTeam, social: 'http://127.0.0.1:9' } });
    try {
      const started = Date.now();
      expect(await identitySeen(`session=${newToken()}`, gateway.app)).toMatchObject({ userId: null });
      const page = await request(gateway.app).get('/c/makeup').set('Accept', 'application/json').set('Cookie', `session=${newToken()}`);
      expect(page.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await team.close();
    }
  });

  it('hangs: the request waits no longer than the lookup limit, then goes on as a visitor’s', async () => {
    const token = newToken();
    store.account.sessions.set(token, member);
    store.account.internalDelayMs = 3_000;
    try {
      const started = Date.now();
      expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: null });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      store.account.internalDelayMs = 0;
    }
    expect(await identitySeen(`session=${token}`)).toMatchObject({ userId: 'm-1' });
  });
});

describe('the browser’s address', () => {
  it('is the connection’s by default, whatever X-Forwarded-For claims', async () => {
    const response = await request(store.gateway.app).get('/api/catalog/who').set('X-Forwarded-For', '203.0.113.9');
    expect(response.body.identity.clientAddress).toMatch(/127\.0\.0\.1$/);
  });

  it('is taken from X-Forwarded-For only when TRUST_PROXY names the proxy', async () => {
    const team = await startFakeTeam();
    const behindProxy = testGateway(team.url, store.shell.path, { trustProxy: 'loopback' });
    try {
      const response = await request(behindProxy.app).get('/api/catalog/who').set('X-Forwarded-For', '203.0.113.9');
      expect(response.body.identity.clientAddress).toBe('203.0.113.9');
    } finally {
      await team.close();
    }
  });
});
