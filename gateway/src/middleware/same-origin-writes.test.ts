import request from 'supertest';
import { deadTeamUrl } from '../testing/fake-team';
import { makeShellDist, testGateway, withCsrf } from '../testing/gateway-harness';

const shell = makeShellDist();
afterAll(() => shell.remove());

describe('state changes from other sites', () => {
  let app: ReturnType<typeof testGateway>['app'];
  beforeAll(async () => {
    app = testGateway(await deadTeamUrl(), shell.path).app;
  });

  it('refuses a write whose Origin is another host, before any team is asked', async () => {
    const response = await request(app).post('/cart/update').set('Origin', 'https://evil.example').send({});
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('cross_site_request');
  });

  it('refuses a write the browser marks as cross-site or same-site (another subdomain)', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await request(app).post('/cart/update').set('Sec-Fetch-Site', site).send({});
      expect(response.status).toBe(403);
    }
  });

  it('refuses an opaque origin (sandboxed frames, data: URLs) from a browser that does not say where it comes from', async () => {
    const response = await request(app).post('/cart/update').set('Origin', 'null').send({});
    expect(response.status).toBe(403);
  });

  it('trusts Sec-Fetch-Site over an opaque Origin: a same-origin form post may carry Origin: null', async () => {
    const response = await request(app).post('/cart/update').set(withCsrf()).set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin').send({});
    expect(response.status).toBe(502);
  });

  it('does not take a client’s own X-Forwarded-Host for the shop’s host', async () => {
    const response = await request(app)
      .post('/cart/update')
      .set(withCsrf())
      .set('Host', 'shop.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Origin', 'https://evil.example')
      .send({});
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('cross_site_request');
  });

  it('takes X-Forwarded-Host from a proxy TRUST_PROXY names (the shop’s public host behind it)', async () => {
    const behindProxy = testGateway(await deadTeamUrl(), shell.path, { trustProxy: 'loopback' }).app;
    const own = await request(behindProxy)
      .post('/cart/update')
      .set(withCsrf())
      .set('Host', '127.0.0.1:8080')
      .set('X-Forwarded-Host', 'shop.example')
      .set('Origin', 'https://shop.example')
      .send({});
    expect(own.status).toBe(502);
    const other = await request(behindProxy).post('/cart/update').set(withCsrf()).set('X-Forwarded-Host', 'shop.example').set('Origin', 'https://evil.example').send({});
    expect(other.status).toBe(403);
  });

  it('lets through writes from its own pages and reads from anywhere', async () => {
    const own = await request(app).post('/cart/update').set(withCsrf()).set('Host', 'shop.example').set('Origin', 'https://shop.example').set('Sec-Fetch-Site', 'same-origin').send({});
    // The cart team is dead in this harness: reaching it means the write was let through.
    expect(own.status).toBe(502);
    const read = await request(app).get('/cart').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    expect(read.status).not.toBe(403);
  });
});
