import { listRoutes, type Database, type RouteEntry } from '@storefront/platform/server';
import { testApp, testServices } from './testing/test-app';

/** Reading the route table needs no database: using this one fails the test. */
const noDatabase = new Proxy({} as Database, {
  get: (_target, name) => {
    throw new Error(`building the app used the database (${String(name)})`);
  },
});

/** Every route of team Account's server, the mail viewer included (it exists in demo mode). */
const accountApp = () => testApp(testServices(noDatabase, { mailViewerEnabled: true }));

const nameOf = (route: RouteEntry) => `${route.method} ${String(route.path)}`;

// The rules every route keeps (one guard, its input declared, /internal for services) are the attack suite's
// (security/attack-suite.test.ts); here the team's own facts about its route table.
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
    'POST /internal/social-events': ['social'],
    'GET /internal/route-table': ['operator'],
    'POST /internal/page-html': ['gateway'],
  });
});
