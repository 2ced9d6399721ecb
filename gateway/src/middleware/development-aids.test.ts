import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { gatewayWithFakeAccount, knownSessions, withCsrf, withKnownSessions } from '../testing/gateway-harness';

// No development aid reaches a visitor or a member through the gateway: each is the gateway's own 404, before any
// team is asked, whatever the team would answer (the fake teams answer 200 to anything).
const store = gatewayWithFakeAccount();
withKnownSessions(store);
const { member: memberToken, admin: adminToken } = knownSessions;

beforeAll(() => {
  writeFileSync(join(store.shell.path, 'main.0123abcd.js.map'), '{"version":3,"sources":["webpack://shell/src/index.ts"]}');
  writeFileSync(join(store.shell.path, 'bundle-parts.json'), '{}');
  writeFileSync(join(store.shell.path, '.source-hash'), 'abc');
});
beforeEach(() => {
  store.team.requests.length = 0;
  store.account.requests.length = 0;
});

// Not counted: the gateway's own reads of what the teams publish (their routes), and of sessions.
const gatewayReads = new Set(['/internal/sessions/resolve', '/remote/routes.json']);
const teamsAsked = () => [...store.team.requests, ...store.account.requests].map((seen) => seen.url).filter((url) => !gatewayReads.has(url));

const developmentAids = [
  // the demo mail viewer (reset links for every account)
  '/mailbox',
  '/mailbox/',
  '/mailbox/mail-42',
  '/MailBox/mail-42',
  // team-to-team calls
  '/internal/sessions/resolve',
  '/internal/app-shell',
  '/internal/impersonation-actions',
  '/internal/stock-levels',
  // source maps
  '/shell/main.0123abcd.js.map',
  '/remotes/catalog/remoteEntry.js.map',
  '/remotes/account/__federation_expose_AccountButton.0a1b2c3d.js.map',
  // folders (no listings), dotfiles and build reports
  '/shell/',
  '/remotes/catalog/',
  '/remotes/account/fonts/',
  '/shell/.source-hash',
  '/remotes/catalog/.source-hash',
  '/shell/bundle-parts.json',
  '/remotes/catalog/bundle-parts.json',
  '/remotes/cart-checkout/mf-stats.json',
];

describe.each([
  ['a visitor', ''],
  ['a member', `session=${memberToken}`],
])('for %s', (_who, cookie) => {
  it.each(developmentAids)('%s is a 404 that reaches no team', async (path) => {
    const response = await request(store.gateway.app).get(path).set('Accept', 'text/html,application/json;q=0.9').set('Cookie', cookie);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.error.code).toBe('not_found');
    expect(teamsAsked()).toEqual([]);
  });

  it('a write to the mail viewer never reaches Account either', async () => {
    const response = await request(store.gateway.app).post('/mailbox/mail-42').set(withCsrf(cookie ? [cookie] : []));
    expect(response.status).toBe(404);
    expect(teamsAsked()).toEqual([]);
  });
});

describe('for an administrator', () => {
  it('the mail viewer is passed to team Account, which decides (demo mode)', async () => {
    const response = await request(store.gateway.app).get('/mailbox').set('Cookie', `session=${adminToken}`);
    expect(response.status).toBe(200);
    expect(store.account.callsTo('/mailbox')).toHaveLength(1);
  });

  it('source maps and team-to-team calls stay out of reach', async () => {
    for (const path of ['/internal/sessions/resolve', '/shell/main.0123abcd.js.map', '/remotes/catalog/remoteEntry.js.map']) {
      expect((await request(store.gateway.app).get(path).set('Cookie', `session=${adminToken}`)).status).toBe(404);
    }
    expect(teamsAsked()).toEqual([]);
  });
});
