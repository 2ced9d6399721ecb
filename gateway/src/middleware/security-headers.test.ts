import request from 'supertest';
import { deadTeamUrl } from '../test-support/fake-team';
import { makeShellDist, testGateway } from '../test-support/gateway-harness';

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
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
