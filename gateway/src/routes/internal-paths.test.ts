import request from 'supertest';
import type { Gateway } from '../app';
import { startFakeTeam, type FakeTeam } from '../test-support/fake-team';
import { makeShellDist, testGateway } from '../test-support/gateway-harness';
import { teamForApiPath } from './route-table';

// Team servers' /internal/* endpoints (the catalog's stock levels, say) trust any identity the gateway signed, so the
// gateway must never pass a browser's call to one. No route table row claims /internal; a write there is no page
// either, so the gateway answers 404 itself; a GET is a page URL, asked of the team as /page/internal/… (its 404).
let team: FakeTeam;
let shell: ReturnType<typeof makeShellDist>;
let gateway: Gateway;

beforeAll(async () => {
  team = await startFakeTeam();
  shell = makeShellDist('build-42');
  gateway = testGateway(team.url, shell.path);
});

afterAll(async () => {
  gateway.stop();
  await team.close();
  shell.remove();
});

beforeEach(() => {
  team.requests.length = 0;
});

const levels = { levels: [{ code: '100001', available: 1_000, version: 999 }] };

it('no /internal path is a team API path', () => {
  for (const path of ['/internal', '/internal/stock', '/internal/stock-levels', '/Internal/Stock-Levels', '/internal/carts/merge']) {
    expect(teamForApiPath(path)).toBeNull();
  }
});

it.each(['/internal/stock-levels', '/INTERNAL/stock-levels', '/internal/stock-levels/', '/internal/stock-levels?x=1'])(
  'POST %s is a 404 from the gateway and never reaches a team',
  async (path) => {
    const scripted = await request(gateway.app).post(path).send(levels);
    expect(scripted.status).toBe(404);
    const fromThePage = await request(gateway.app).post(path).set('Sec-Fetch-Site', 'same-origin').send(levels);
    expect(fromThePage.status).toBe(404);
    expect(team.requests).toEqual([]);
  },
);

it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s of an /internal path never reaches a team either', async (method) => {
  const response = await request(gateway.app)[method === 'PUT' ? 'put' : method === 'PATCH' ? 'patch' : 'delete']('/internal/stock-levels').send(levels);
  expect(response.status).toBe(404);
  expect(team.requests).toEqual([]);
});

it.each([
  ['page JSON', 'application/json'],
  ['an HTML navigation', 'text/html'],
])('GET of an /internal path as %s is a 404 and reaches no /internal endpoint', async (_how, accept) => {
  const response = await request(gateway.app).get('/internal/stock?codes=100001').set('Accept', accept);
  expect(response.status).toBe(404);
  expect(team.requests.filter((seen) => /^\/+internal/i.test(seen.url))).toEqual([]);
});
