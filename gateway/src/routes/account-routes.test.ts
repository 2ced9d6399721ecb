import request from 'supertest';
import { startFakeTeam } from '../testing/fake-team';
import { dataScript, deadTeam, gatewayWithFakeAccount, knownSessions, testGateway, withCsrf, withKnownSessions } from '../testing/gateway-harness';

const store = gatewayWithFakeAccount();
withKnownSessions(store);
const { member: memberToken, admin: adminToken } = knownSessions;

describe('team Account’s pages', () => {
  it.each(['/my-pages', '/my-pages/orders/SE10000001', '/wishlist', '/notifications', '/forgot-password?token=abc', '/club'])(
    '%s is asked of Account as page JSON',
    async (path) => {
      await request(store.gateway.app).get(path).set('Accept', 'application/json').set('Cookie', `session=${memberToken}`);
      expect(store.account.requests.at(-1)?.url).toBe(`/page${path}`);
    },
  );

  it('a 401 on a page JSON request reaches the browser as a 401 with the team’s JSON body, with or without app shell data', async () => {
    for (const path of ['/my-pages', '/my-pages?_asd=1']) {
      const response = await request(store.gateway.app).get(path).set('Accept', 'application/json');
      expect(response.status).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: { code: 'login_required', message: 'Log in to see my pages' } });
    }
  });

  it('a member gets the page, and with _asd=1 their app shell data in it', async () => {
    const response = await request(store.gateway.app).get('/my-pages?_asd=1').set('Accept', 'application/json').set('Cookie', `session=${memberToken}`);
    expect(response.status).toBe(200);
    expect(response.body.componentName).toBe('MyPagesStartPageViewModel');
    expect(response.body.appShellData.currentUser).toMatchObject({ id: 'm-1', isLoggedIn: true });
  });

  it('an HTML navigation to a member page is the shell, with the status Account answered', async () => {
    const visitor = await request(store.gateway.app).get('/my-pages').set('Accept', 'text/html');
    expect(visitor.status).toBe(401);
    expect(visitor.headers['content-type']).toMatch(/text\/html/);
    expect(dataScript(visitor.text, 'app-shell-data')).toBeDefined();
    const member = await request(store.gateway.app).get('/my-pages').set('Accept', 'text/html').set('Cookie', `session=${memberToken}`);
    expect(member.status).toBe(200);
    expect(dataScript(member.text, 'page-data')).toMatchObject({ componentName: 'MyPagesStartPageViewModel' });
  });
});

describe('Account’s plain HTTP answers', () => {
  it.each(['/mailbox', '/mailbox/', '/mailbox/mail-42'])('%s is the mail viewer’s HTML as Account sends it to an administrator, not the shell', async (path) => {
    const response = await request(store.gateway.app)
      .get(path)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .set('Cookie', `session=${adminToken}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Mailbox</title>');
    expect(response.text).not.toContain('<!--app-');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(store.account.requests.at(-1)?.url).toBe(path);
  });

  it('/newslettersignup/confirm (the link in the mail) reaches Account with its query', async () => {
    const response = await request(store.gateway.app).get('/newslettersignup/confirm?token=abc').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('You are subscribed.');
    expect(store.account.requests.at(-1)?.url).toBe('/newslettersignup/confirm?token=abc');
  });

  it('API calls reach Account with the member’s identity', async () => {
    const response = await request(store.gateway.app).post('/accountwishlist/add').set(withCsrf([`session=${memberToken}`])).send({ code: '100001' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ path: '/accountwishlist/add', identity: { userId: 'm-1' }, body: { code: '100001' } });
  });

  it("monitoring calls listed with the catalog's variants reach Account, the writes only with the CSRF token", async () => {
    for (const action of ['monitor', 'stop-monitoring']) {
      const path = `/api/catalog/variants/100001/${action}`;
      const forged = await request(store.gateway.app).post(path).set('Cookie', `session=${memberToken}`).send();
      expect([forged.status, forged.body.error.code]).toEqual([403, 'csrf_token_invalid']);
      const response = await request(store.gateway.app).post(path).set(withCsrf([`session=${memberToken}`])).send();
      expect(response.body).toMatchObject({ path, method: 'POST', identity: { userId: 'm-1' } });
    }
    const list = await request(store.gateway.app).get('/api/catalog/variants/monitored').set('Cookie', `session=${memberToken}`);
    expect(list.body).toMatchObject({ path: '/api/catalog/variants/monitored', method: 'GET', identity: { userId: 'm-1' } });
  });

  it('the account remote is served from /remotes/account', async () => {
    const response = await request(store.gateway.app).get('/remotes/account/federation.json');
    expect(store.account.requests.at(-1)?.url).toBe('/remote/federation.json');
    expect(response.status).toBe(200);
  });

  it('its federation.json is part of the shell config', async () => {
    const response = await request(store.gateway.app).get('/shell-config.json');
    expect(response.body.remotes).toContainEqual({ name: 'account', manifest: '/remotes/account/mf-manifest.json' });
    expect(response.body.components.MyPagesStartPageViewModel).toEqual({ remote: 'account', module: './MyPagesStartPage' });
    expect(response.body.slots['header:account-button']).toEqual({ remote: 'account', module: './AccountButton' });
  });
});

describe('a dead account server', () => {
  it('shows in /health and gets the JSON 502 at once, like any team', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, store.shell.path, { teamUrls: { catalog: team.url, 'cart-checkout': team.url, account: deadTeam, social: team.url } });
    try {
      await gateway.teamHealth.pollAll();
      const health = await request(gateway.app).get('/health');
      expect(health.body.status).toBe('degraded');
      expect(health.body.teams.account.state).toBe('down');
      expect(health.body.teams.catalog.state).toBe('up');
      for (const call of [
        request(gateway.app).post('/dologin').set(withCsrf()).send({}),
        request(gateway.app).get('/my-pages').set('Accept', 'application/json'),
        request(gateway.app).get('/api/my/profile'),
        request(gateway.app).get('/remotes/account/remoteEntry.js'),
      ]) {
        const started = Date.now();
        const response = await call;
        expect(Date.now() - started).toBeLessThan(1_000);
        expect(response.status).toBe(502);
        expect(response.body).toEqual({ error: { code: 'team_unavailable', message: 'account is not answering' } });
      }
    } finally {
      await team.close();
    }
  });
});
