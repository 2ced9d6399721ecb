import request from 'supertest';
import type { Gateway } from '../app';
import { deadTeamUrl } from '../testing/fake-team';
import { makeShellDist, testGateway } from '../testing/gateway-harness';

const shell = makeShellDist('build-7');
let gateway: Gateway;

beforeAll(async () => {
  gateway = testGateway(await deadTeamUrl(), shell.path, { rateLimitPerMinute: 3 });
});
afterAll(() => {
  gateway.stop();
  shell.remove();
});

test('an address past its limit gets a JSON 429 with a retry hint; bundles are not counted', async () => {
  for (let i = 0; i < 5; i++) expect((await request(gateway.app).get('/shell/main.0123abcd.js')).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await request(gateway.app).get('/appshell/data')).status).toBe(200);
  const refused = await request(gateway.app).get('/appshell/data');
  expect(refused.status).toBe(429);
  expect(refused.body.error.code).toBe('rate_limited');
  expect(refused.headers['ratelimit-policy'] ?? refused.headers['ratelimit']).toBeTruthy();
  expect((await request(gateway.app).get('/shell/main.0123abcd.js')).status).toBe(200);
});
