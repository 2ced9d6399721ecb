import request from 'supertest';
import type { ShellConfig } from '@storefront/platform';
import { startFakeTeam, type FakeTeam } from '../testing/fake-team';
import { cookiesSet, dataScript, makeShellDist, testGateway } from '../testing/gateway-harness';

let team: FakeTeam;
const shell = makeShellDist('build-7');

beforeAll(async () => {
  team = await startFakeTeam();
});

afterAll(async () => {
  await team.close();
  shell.remove();
});

describe('/shell-config.json', () => {
  it('composes remotes, components and slots from the teams’ federation.json', async () => {
    const gateway = testGateway(team.url, shell.path);
    const response = await request(gateway.app).get('/shell-config.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      variant: 'web',
      serverVersion: 'build-7',
      remotes: [{ name: 'catalog', manifest: '/remotes/catalog/mf-manifest.json' }],
      components: {
        CategoryViewModel: { remote: 'catalog', module: './CategoryPage' },
        PageNotFoundViewModel: { remote: 'catalog', module: './NotFoundPage' },
      },
      slots: { 'header:quick-search': { remote: 'catalog', module: './QuickSearch' } },
      features: { login: true, registration: true, wishList: true, account: true, newsletter: true, cart: true },
    } satisfies ShellConfig);
    const federationCall = team.requests.find((call) => call.url === '/remote/federation.json');
    expect(federationCall?.headers['x-storefront-identity']).toBeTruthy();
  });

  it('caches federation.json and keeps the last known good one while the team is down', async () => {
    const gateway = testGateway(team.url, shell.path, { federationMaxAgeMs: 0 });
    await request(gateway.app).get('/shell-config.json');
    const calls = () => team.requests.filter((call) => call.url === '/remote/federation.json').length;
    const before = calls();
    gateway.teamHealth.markDown('catalog', 'test');
    const response = await request(gateway.app).get('/shell-config.json');
    expect(calls()).toBe(before);
    expect(response.body.components.CategoryViewModel).toEqual({ remote: 'catalog', module: './CategoryPage' });

    const cached = testGateway(team.url, shell.path);
    await request(cached.app).get('/shell-config.json');
    const afterFirst = calls();
    await request(cached.app).get('/shell-config.json');
    expect(calls()).toBe(afterFirst);
  });

  it('reports the dev version when the shell build wrote none', async () => {
    const gateway = testGateway(team.url, '/nonexistent/shell/dist');
    expect((await request(gateway.app).get('/shell-config.json')).body.serverVersion).toBe('dev');
  });
});

describe('kiosk mode', () => {
  it('is turned on by ?config=kiosk, kept by an HttpOnly year-long cookie, and hides personal features', async () => {
    const gateway = testGateway(team.url, shell.path);
    const first = await request(gateway.app).get('/c/makeup?config=kiosk').set('Accept', 'text/html');
    const cookie = cookiesSet(first)[0] ?? '';
    expect(cookie).toMatch(/^storeDevice=1;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(dataScript(first.text, 'shell-config')).toMatchObject({ variant: 'kiosk' });
    expect(dataScript(first.text, 'app-shell-data')).toMatchObject({ isStoreDevice: true });

    const config = await request(gateway.app).get('/shell-config.json').set('Cookie', 'storeDevice=1');
    expect(config.body.variant).toBe('kiosk');
    expect(config.body.features).toEqual({
      login: false,
      registration: false,
      wishList: false,
      account: false,
      newsletter: false,
      cart: true,
    });
  });

  it('is off without the cookie', async () => {
    const gateway = testGateway(team.url, shell.path);
    const response = await request(gateway.app).get('/shell-config.json');
    expect(response.body.variant).toBe('web');
    expect(cookiesSet(response)).toEqual([]);
  });
});
