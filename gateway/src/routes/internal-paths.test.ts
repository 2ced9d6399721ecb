import request from 'supertest';
import { gatewayWithFakeTeam } from '../testing/gateway-harness';
import { fakeTeamRoutes } from '../testing/fake-team';

// Team servers' /internal/* endpoints (the catalog's stock levels, say) trust any identity the gateway signed, so the
// gateway must never pass a browser's call to one: it answers any method on /internal/* with its own 404 before it
// asks its route table, whatever a team declares (the fake team claims '/internal/*').
const store = gatewayWithFakeTeam();

beforeEach(() => {
  store.team.requests.length = 0;
});

const levels = { levels: [{ code: '100001', available: 1_000, version: 999 }] };

it('holds even for a team that claims /internal', () => {
  expect(fakeTeamRoutes.api).toContain('/internal/*');
});

it.each(['/internal/stock-levels', '/INTERNAL/stock-levels', '/internal/stock-levels/', '/internal/stock-levels?x=1'])(
  'POST %s is a 404 from the gateway and never reaches a team',
  async (path) => {
    const scripted = await request(store.gateway.app).post(path).send(levels);
    expect(scripted.status).toBe(404);
    const fromThePage = await request(store.gateway.app).post(path).set('Sec-Fetch-Site', 'same-origin').send(levels);
    expect(fromThePage.status).toBe(404);
    expect(store.team.requests).toEqual([]);
  },
);

it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s of an /internal path never reaches a team either', async (method) => {
  const response = await request(store.gateway.app)[method === 'PUT' ? 'put' : method === 'PATCH' ? 'patch' : 'delete']('/internal/stock-levels').send(levels);
  expect(response.status).toBe(404);
  expect(store.team.requests).toEqual([]);
});

it.each([
  ['page JSON', 'application/json'],
  ['an HTML navigation', 'text/html'],
])('GET of an /internal path as %s is a 404 and reaches no /internal endpoint', async (_how, accept) => {
  const response = await request(store.gateway.app).get('/internal/stock?codes=100001').set('Accept', accept);
  expect(response.status).toBe(404);
  expect(store.team.requests.filter((seen) => /^\/+internal/i.test(seen.url))).toEqual([]);
});
