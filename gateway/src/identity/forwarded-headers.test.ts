import request from 'supertest';
import { gatewayWithFakeTeam, testGateway } from '../testing/gateway-harness';

// What a team server is told about the browser's address, host and scheme (team Account sets Secure by the scheme).
const store = gatewayWithFakeTeam();

/** The headers of the last request for `path` (an HTML navigation also asks for federation.json). */
const lastSeen = (path = '') => store.team.requests.filter((seen) => seen.url.startsWith(path)).at(-1)?.headers ?? {};

const forwardedBy = (headers: Record<string, unknown>) => ({
  for: headers['x-forwarded-for'],
  host: headers['x-forwarded-host'],
  proto: headers['x-forwarded-proto'],
  port: headers['x-forwarded-port'],
  forwarded: headers.forwarded,
});

const claims = {
  'X-Forwarded-For': '203.0.113.9',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Port': '443',
  Forwarded: 'for=203.0.113.9;proto=https;host=evil.example',
};

describe('a team server is told', () => {
  it.each([
    ['an API call', '/api/catalog/brands', 'application/json', '/api/catalog/brands'],
    ['a remote file', '/remotes/catalog/remoteEntry.js', '*/*', '/remote/remoteEntry.js'],
    ['page JSON', '/c/makeup', 'application/json', '/page/c/makeup'],
    ['the page of an HTML navigation', '/c/makeup', 'text/html', '/page/c/makeup?_fallback=1'],
  ])('the connection’s address, host and scheme for %s, whatever the client claims', async (_what, path, accept, teamPath) => {
    await request(store.gateway.app).get(path).set('Accept', accept).set('Host', 'shop.example').set(claims);
    expect(forwardedBy(lastSeen(teamPath))).toEqual({ for: '127.0.0.1', host: 'shop.example', proto: 'http', port: undefined, forwarded: undefined });
  });

  it('what a proxy TRUST_PROXY names says about the browser', async () => {
    const behindProxy = testGateway(store.team.url, store.shell.path, { trustProxy: 'loopback' });
    await request(behindProxy.app).get('/api/catalog/brands').set('Host', '127.0.0.1:8080').set(claims);
    expect(forwardedBy(lastSeen())).toEqual({ for: '203.0.113.9', host: 'evil.example', proto: 'https', port: undefined, forwarded: undefined });
  });
});
