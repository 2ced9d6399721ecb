import request from 'supertest';
import { verifyIdentity } from '@storefront/platform/server';
import type { Gateway } from '../app';
import { startFakeTeam, testIdentitySecret, type FakeTeam } from '../testing/fake-team';
import { makeShellDist, testGateway } from '../testing/gateway-harness';

const shell = makeShellDist('build-3');
let team: FakeTeam;
let gateway: Gateway;

beforeAll(async () => {
  team = await startFakeTeam();
  gateway = testGateway(team.url, shell.path);
});
afterAll(async () => {
  gateway.stop();
  await team.close();
  shell.remove();
});

function visitorCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('visitor='));
}

test('a new browser gets an HttpOnly visitor id, and the team sees it in the signed identity of that same request', async () => {
  const response = await request(gateway.app).get('/api/catalog/variants/100001');
  const cookie = visitorCookie(response);
  expect(cookie).toMatch(/^visitor=[0-9a-f-]{36};.*HttpOnly/i);
  const visitorId = cookie?.slice('visitor='.length, 'visitor='.length + 36);
  const identity = verifyIdentity(team.requests.at(-1)?.headers['x-storefront-identity'] as string | undefined, testIdentitySecret);
  expect(identity?.visitorId).toBe(visitorId);
});

test('a known visitor keeps its id; a forged value is replaced; static files set no cookie', async () => {
  const known = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const kept = await request(gateway.app).get('/api/catalog/variants/100001').set('Cookie', `visitor=${known}`);
  expect(visitorCookie(kept)).toBeUndefined();
  expect(verifyIdentity(team.requests.at(-1)?.headers['x-storefront-identity'] as string | undefined, testIdentitySecret)?.visitorId).toBe(known);

  const forged = await request(gateway.app).get('/api/catalog/variants/100001').set('Cookie', 'visitor=admin');
  expect(visitorCookie(forged)).toMatch(/^visitor=[0-9a-f-]{36};/);

  const bundle = await request(gateway.app).get('/shell/main.0123abcd.js');
  expect(visitorCookie(bundle)).toBeUndefined();
});
