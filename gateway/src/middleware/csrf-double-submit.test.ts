import request from 'supertest';
import { fakeCheckoutRoutes, startFakeTeam } from '../testing/fake-team';
import { deadTeam, gatewayWithFakeTeam, testCsrfToken, testGateway, withCsrf } from '../testing/gateway-harness';

// The fake team answers as the catalog; '/api/catalog/*' is its API, so a write that reaches it answers 200.
const store = gatewayWithFakeTeam();

beforeEach(() => {
  store.team.requests.length = 0;
});

function csrfCookieOf(response: request.Response): string | undefined {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('csrf='));
}

describe('the csrf cookie', () => {
  it('is given to a browser without one: random, readable by script, SameSite=Strict, for the whole site', async () => {
    const first = csrfCookieOf(await request(store.gateway.app).get('/api/catalog/brands'));
    const second = csrfCookieOf(await request(store.gateway.app).get('/c/makeup').set('Accept', 'text/html'));
    expect(first).toMatch(/^csrf=[A-Za-z0-9_-]{43};/);
    expect(first).toMatch(/SameSite=Strict/);
    expect(first).toMatch(/Path=\//);
    expect(first).not.toMatch(/HttpOnly/i);
    expect(first).not.toMatch(/Secure/);
    expect(second).toMatch(/^csrf=/);
    expect(second?.slice(0, 48)).not.toBe(first?.slice(0, 48));
  });

  it('is Secure when the browser came over https', async () => {
    const { createGateway } = await import('../app');
    const behindTls = createGateway({
      teamUrls: { catalog: store.team.url, 'cart-checkout': store.team.url, account: store.team.url, social: 'http://127.0.0.1:9' },
      shellDistPath: store.shell.path,
      identitySecret: 'x',
      healthIntervalMs: 0,
      logLevel: 'silent',
      trustProxy: 'loopback',
    });
    const response = await request(behindTls.app).get('/api/catalog/brands').set('X-Forwarded-Proto', 'https');
    expect(csrfCookieOf(response)).toMatch(/; Secure/);
  });

  it('is kept when the browser has one, replaced when it is not one the gateway issues, and never set on static files', async () => {
    const kept = await request(store.gateway.app).get('/api/catalog/brands').set('Cookie', `csrf=${testCsrfToken}`);
    expect(csrfCookieOf(kept)).toBeUndefined();
    const odd = await request(store.gateway.app).get('/api/catalog/brands').set('Cookie', 'csrf=x');
    expect(csrfCookieOf(odd)).toMatch(/^csrf=[A-Za-z0-9_-]{43};/);
    for (const path of ['/shell/main.0123abcd.js', '/health', '/remotes/catalog/remoteEntry.js']) {
      expect(csrfCookieOf(await request(store.gateway.app).get(path))).toBeUndefined();
    }
  });
});

describe('a state change', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)('%s without the x-csrf-token header is a 403 that never reaches a team', async (method) => {
    const response = await request(store.gateway.app)[method]('/api/catalog/votes').set('Cookie', `csrf=${testCsrfToken}`).send({});
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('csrf_token_invalid');
    expect(response.body.error.message).toEqual(expect.any(String));
    expect(store.team.requests).toEqual([]);
  });

  it('with a header that differs from the cookie (forged, or of another browser) is a 403', async () => {
    for (const forged of ['x', testCsrfToken.slice(0, -1), `${testCsrfToken.slice(0, -1)}e`, `${testCsrfToken}a`]) {
      const response = await request(store.gateway.app)
        .post('/api/catalog/votes')
        .set('Cookie', `csrf=${testCsrfToken}`)
        .set('x-csrf-token', forged)
        .send({});
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('csrf_token_invalid');
    }
    expect(store.team.requests).toEqual([]);
  });

  it('with a header but no cookie is a 403, and the answer gives the browser a cookie for its next try', async () => {
    const response = await request(store.gateway.app).post('/api/catalog/votes').set('x-csrf-token', testCsrfToken).send({});
    expect(response.status).toBe(403);
    expect(csrfCookieOf(response)).toMatch(/^csrf=/);
  });

  it('with a header that matches the cookie reaches the team', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const response = await request(store.gateway.app)[method]('/api/catalog/votes').set(withCsrf(['market=NO'])).send({});
      expect(response.status).toBe(200);
    }
    expect(store.team.requests).toHaveLength(4);
  });

  it('with the cookie a page got from the gateway passes, as the browser would send it', async () => {
    const page = await request(store.gateway.app).get('/c/makeup').set('Accept', 'application/json');
    const token = /^csrf=([^;]+)/.exec(csrfCookieOf(page) ?? '')?.[1] ?? '';
    const write = await request(store.gateway.app).post('/api/catalog/votes').set('Cookie', `csrf=${token}`).set('x-csrf-token', token).send({});
    expect(write.status).toBe(200);
  });

  it('needs no token on the test bank’s form posts and the health check; reads need none anywhere', async () => {
    // Checkout declares its test bank's paths exempt (a fake in its place here), and the post reaches it.
    const checkout = await startFakeTeam({ routes: fakeCheckoutRoutes });
    const gateway = testGateway(store.team.url, store.shell.path, {
      teamUrls: { catalog: store.team.url, 'cart-checkout': checkout.url, account: deadTeam, social: 'http://127.0.0.1:9' },
    });
    try {
      const bankForm = await request(gateway.app).post('/payment-provider/test/redirect/psp_1/approve').type('form').send('');
      expect(bankForm.status).toBe(200);
      expect(checkout.requests.map((seen) => seen.url)).toContain('/payment-provider/test/redirect/psp_1/approve');
      // Only those: the same team's other writes need the token.
      expect((await request(gateway.app).post('/cart/update').send({})).status).toBe(403);
    } finally {
      gateway.stop();
      await checkout.close();
    }
    const health = await request(store.gateway.app).post('/health');
    expect(health.status).not.toBe(403);
    const read = await request(store.gateway.app).get('/api/catalog/brands');
    expect(read.status).toBe(200);
  });
});
