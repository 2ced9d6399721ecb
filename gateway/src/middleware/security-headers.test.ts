import request from 'supertest';
import { deadTeamUrl } from '../testing/fake-team';
import { makeShellDist, testGateway } from '../testing/gateway-harness';

const shell = makeShellDist();
afterAll(() => shell.remove());

describe('security headers', () => {
  it('forbid inline scripts and framing on every answer', async () => {
    const gateway = testGateway(await deadTeamUrl(), shell.path);
    for (const path of ['/', '/appshell/data']) {
      const response = await request(gateway.app).get(path);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
      // Style attributes of the server-rendered HTML (a swatch's colour) are allowed; no inline script, no <style>.
      const inline = (csp ?? '').split(';').filter((directive: string) => directive.includes('unsafe-inline'));
      expect(inline).toEqual(["style-src-attr 'unsafe-inline'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent for a year, subdomains included, when the browser came over HTTPS through a proxy TRUST_PROXY names', async () => {
    const gateway = testGateway(await deadTeamUrl(), shell.path, { trustProxy: 'loopback' });
    for (const path of ['/', '/api/mainmenu', '/shell/main.0123abcd.js']) {
      const response = await request(gateway.app).get(path).set('X-Forwarded-Proto', 'https');
      const hsts = response.headers['strict-transport-security'];
      expect(hsts).toMatch(/(^|; )includeSubDomains(;|$)/);
      expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it('is not sent over plain HTTP, nor when a client it does not trust claims HTTPS', async () => {
    const behindProxy = testGateway(await deadTeamUrl(), shell.path, { trustProxy: 'loopback' });
    expect((await request(behindProxy.app).get('/')).headers['strict-transport-security']).toBeUndefined();
    const direct = testGateway(await deadTeamUrl(), shell.path);
    const claimed = await request(direct.app).get('/').set('X-Forwarded-Proto', 'https');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
