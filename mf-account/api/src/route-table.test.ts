import type { Express } from 'express';
import { z } from 'zod';
import { accepts, allow, listRoutes, type Database, type RouteEntry } from '@storefront/platform/server';
import { testApp, testServices } from './test-support/test-app';

/** Reading the route table needs no database: using this one fails the test. */
const noDatabase = new Proxy({} as Database, {
  get: (_target, name) => {
    throw new Error(`building the app used the database (${String(name)})`);
  },
});

/** Every route of team Account's server, the mail viewer included (it exists in demo mode). */
const accountApp = () => testApp(testServices(noDatabase, { mailViewerEnabled: true }));

/** POST routes that read no body: what they act on is in their path or in the browser's session cookie. */
const postsWithoutBody = new Set([
  '/dologout',
  '/dologout/stopimpersonation',
  '/api/my/monitored-products/:code/monitor',
  '/api/catalog/variants/:code/monitor',
  '/api/my/monitored-products/:code/stop-monitoring',
  '/api/catalog/variants/:code/stop-monitoring',
  '/api/admin/account/customers/:memberId/impersonate',
]);

const nameOf = (route: RouteEntry) => `${route.method} ${String(route.path)}`;

/** What breaks the route-table rules, route by route: the authorization matrix and the fuzzer rely on them. */
function ruleBreaches(app: Express): string[] {
  const breaches: string[] = [];
  for (const route of listRoutes(app)) {
    const path = String(route.path);
    const name = nameOf(route);
    if (route.access.length !== 1) breaches.push(`${name}: ${route.access.length} access guards, not exactly one`);
    const isServiceRoute = route.access.some((access) => access.kind === 'service');
    if (path.startsWith('/internal/') && !isServiceRoute) breaches.push(`${name}: an /internal/ route that is not for services only`);
    if (!path.startsWith('/internal/') && isServiceRoute) breaches.push(`${name}: a service route outside /internal/`);
    if (/:\w/.test(path) && !route.inputs.some((input) => input.params)) breaches.push(`${name}: reads path parameters without accepts({ params })`);
    if (route.method === 'POST' && !postsWithoutBody.has(path) && !route.inputs.some((input) => input.body)) {
      breaches.push(`${name}: a POST without accepts({ body })`);
    }
  }
  return breaches;
}

test('every route of the account server has exactly one access guard, its inputs declared, /internal/ for services only', () => {
  expect(listRoutes(accountApp()).length).toBeGreaterThan(40);
  expect(ruleBreaches(accountApp())).toEqual([]);
});

test('each /internal/ route names exactly the services that call it', () => {
  const callers = Object.fromEntries(
    listRoutes(accountApp())
      .filter((route) => String(route.path).startsWith('/internal/'))
      .map((route) => [nameOf(route), route.access.flatMap((access) => (access.kind === 'service' ? access.callers : []))]),
  );
  expect(callers).toEqual({
    'POST /internal/sessions/resolve': ['gateway'],
    'POST /internal/impersonation-actions': ['gateway'],
    'GET /internal/app-shell': ['gateway'],
    'POST /internal/order-events': ['cart-checkout'],
    'GET /internal/route-table': ['operator'],
  });
});

test('the rules catch a route added without a guard, with two, or reading a path parameter undeclared', () => {
  const app = accountApp();
  app.get('/api/my/secrets', (_req, res) => void res.end());
  app.get('/api/loyalty/twice', allow.anyone, allow.members, (_req, res) => void res.end());
  app.get('/api/my/lists/:listId', allow.members, (_req, res) => void res.end());
  app.post('/internal/stock-levels', allow.members, accepts({ body: z.object({}) }), (_req, res) => void res.end());
  expect(ruleBreaches(app)).toEqual([
    'GET /api/my/secrets: 0 access guards, not exactly one',
    'GET /api/loyalty/twice: 2 access guards, not exactly one',
    'GET /api/my/lists/:listId: reads path parameters without accepts({ params })',
    'POST /internal/stock-levels: an /internal/ route that is not for services only',
  ]);
});
