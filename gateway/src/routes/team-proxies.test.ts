import request from 'supertest';
import { signIdentity } from '@storefront/platform/server';
import { fakeTeamRoutes, startFakeTeam, testIdentitySecret } from '../testing/fake-team';
import { everyTeamAt, gatewayWithFakeTeam, testGateway } from '../testing/gateway-harness';

const store = gatewayWithFakeTeam();

describe('API proxy', () => {
  it('forwards the path and query to the owning team with a freshly signed identity from the cookies', async () => {
    const response = await request(store.gateway.app)
      .get('/api/catalog/brands?letter=a')
      .set('Cookie', 'market=NO; lang=nb-NO; storeDevice=1');
    expect(response.status).toBe(200);
    expect(response.body.path).toBe('/api/catalog/brands');
    expect(response.body.query).toBe('?letter=a');
    expect(response.body.identity).toMatchObject({ userId: null, market: 'NO', culture: 'nb-NO', isStoreDevice: true });
  });

  it('defaults to SE / sv-SE and ignores invalid cookies', async () => {
    const response = await request(store.gateway.app).get('/api/catalog/who').set('Cookie', 'market=XX; lang=xx-XX');
    expect(response.body.identity).toMatchObject({ market: 'SE', culture: 'sv-SE', isStoreDevice: false });
  });

  it('drops an identity the client sent, even a validly signed one', async () => {
    const forged = signIdentity(
      { userId: 'admin', market: 'DE', culture: 'de-DE', isStoreDevice: false, issuedAt: Date.now() },
      testIdentitySecret,
    );
    const response = await request(store.gateway.app).get('/api/mainmenu').set('x-storefront-identity', forged);
    expect(response.status).toBe(200);
    expect(response.body.identity.userId).toBeNull();
    expect(response.body.identity.market).toBe('SE');
  });

  it('forwards the request id, taking the caller’s when given', async () => {
    const response = await request(store.gateway.app).get('/api/catalog/who').set('x-request-id', 'trace-123');
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.body.requestId).toBe('trace-123');
    const generated = await request(store.gateway.app).get('/api/catalog/who');
    expect(generated.body.requestId).toBe(generated.headers['x-request-id']);
  });
});

describe('remote proxy', () => {
  it('maps /remotes/<team>/* to the team /remote/*', async () => {
    const response = await request(store.gateway.app).get('/remotes/catalog/remoteEntry.js');
    expect(response.status).toBe(200);
    expect(response.text).toContain('/remote/remoteEntry.js');
    expect(store.team.requests.at(-1)?.headers['x-storefront-identity']).toBeTruthy();
  });

  it('refuses unknown remotes', async () => {
    const response = await request(store.gateway.app).get('/remotes/nobody/remoteEntry.js');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('page JSON', () => {
  it('asks the team at /page<path> and adds the server version and actual URL', async () => {
    const response = await request(store.gateway.app)
      .get('/c/makeup?_lid=7&sort=new&_fallback=1')
      .set('Accept', 'application/json');
    expect(response.status).toBe(200);
    expect(response.body.componentName).toBe('CategoryViewModel');
    expect(response.body.fallback).toBeUndefined();
    expect(store.team.requests.at(-1)?.url).toBe('/page/c/makeup?_lid=7&sort=new');
    expect(response.headers['x-server-version']).toBe('build-42');
    expect(response.headers['x-actual-url']).toBe('/c/makeup?sort=new');
    expect(response.headers.vary).toMatch(/Accept/);
  });

  it('passes the team’s actual URL on', async () => {
    const response = await request(store.gateway.app).get('/c/old-makeup').set('Accept', 'application/json');
    expect(response.headers['x-actual-url']).toBe('/c/makeup');
  });

  it('passes 404 through with the not-found page', async () => {
    const gateway = testGateway(store.team.url, store.shell.path, { teamUrls: everyTeamAt(store.team.url) });
    const response = await request(gateway.app).get('/no/such/page').set('Accept', 'application/json');
    expect(response.status).toBe(404);
    expect(response.body.componentName).toBe('PageNotFoundViewModel');
    expect(response.headers['x-server-version']).toBe('build-42');
  });

  it('answers a page nobody claims with 404 when no team renders such pages', async () => {
    const team = await startFakeTeam({ routes: { ...fakeTeamRoutes, unclaimedPages: false } });
    const gateway = testGateway(team.url, store.shell.path, { teamUrls: everyTeamAt(team.url) });
    try {
      const json = await request(gateway.app).get('/no/such/page').set('Accept', 'application/json');
      expect(json.status).toBe(404);
      expect(json.body.error.code).toBe('not_found');
      const html = await request(gateway.app).get('/no/such/page').set('Accept', 'text/html');
      expect(html.status).toBe(404);
      expect(team.requests.filter((seen) => seen.url.startsWith('/page'))).toEqual([]);
    } finally {
      gateway.stop();
      await team.close();
    }
  });

  it('answers a page nobody claims with 502 while a team that may claim it has not been heard from', async () => {
    const response = await request(store.gateway.app).get('/no/such/page').set('Accept', 'application/json');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'team_unavailable', message: 'cart-checkout or account or social is not answering' } });
  });

  it('merges app shell data into the page when asked with _asd=1', async () => {
    const response = await request(store.gateway.app)
      .get('/c/makeup?_asd=1')
      .set('Accept', 'application/json')
      .set('Cookie', 'market=FI; lang=fi-FI');
    expect(response.status).toBe(200);
    expect(response.body.componentName).toBe('CategoryViewModel');
    expect(response.body.appShellData.currentCountry).toEqual({ alpha2: 'FI', currency: 'EUR' });
    expect(response.body.appShellData.currentLanguage.culture).toBe('fi-FI');
    expect(Object.keys(response.body.appShellData.languagePhrases).length).toBeGreaterThan(0);
    expect(response.headers['x-server-version']).toBe('build-42');
    expect(response.headers['x-actual-url']).toBe('/c/makeup');
  });

  it('merges into a compressed team answer and drops the team’s now wrong ETag', async () => {
    const response = await request(store.gateway.app).get('/c/gzipped?_asd=1').set('Accept', 'application/json');
    expect(response.status).toBe(200);
    expect(response.body.componentName).toBe('CategoryViewModel');
    expect(response.body.appShellData.currentCountry.alpha2).toBe('SE');
    expect(response.headers.etag).not.toBe('"team-etag"');
  });

  it('passes a page on as the team sent it, unread: compressed, with its ETag', async () => {
    const response = await request(store.gateway.app).get('/c/gzipped').set('Accept', 'application/json').set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toBe('"team-etag"');
    expect(response.body.componentName).toBe('CategoryViewModel');
    expect(response.headers['x-server-version']).toBe('build-42');
  });

  it('does not add app shell data without _asd=1', async () => {
    const response = await request(store.gateway.app).get('/c/makeup').set('Accept', 'application/json');
    expect(response.body.appShellData).toBeUndefined();
  });
});
