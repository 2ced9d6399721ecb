import type { Express } from 'express';
import { listRoutes, type RouteEntry } from '@storefront/platform/server';
import { buildApp } from './app';
import { noDatabase } from './testing/no-database';
import { testAppOptions } from './testing/test-app';

// The catalog's own facts about its route table. The rules every route keeps (one guard, its input declared,
// /internal for services) are the attack suite's (security/attack-suite.test.ts).
const appRoutes = (app: Express = buildApp(testAppOptions(noDatabase))) => listRoutes(app);
const nameOf = (route: RouteEntry) => `${route.method} ${String(route.path)}`;
/** A RegExp path read as the paths it starts with (`/^\/page(\/.*)?$/` as `/page(/.*)?$`). */
const pathText = (route: RouteEntry) => (typeof route.path === 'string' ? route.path : route.path.source.replace(/\\/g, '').replace(/^\^/, ''));
const isInternal = (route: RouteEntry) => pathText(route).startsWith('/internal/');

test('every /internal/ route is a service route naming exactly its callers; no other route is a service route', () => {
  const routes = appRoutes();
  const internal = Object.fromEntries(routes.filter(isInternal).map((route) => [nameOf(route), route.access]));
  expect(internal).toEqual({
    'GET /internal/stock': [{ kind: 'service', callers: ['cart-checkout', 'account'] }],
    'POST /internal/stock-levels': [{ kind: 'service', callers: ['cart-checkout'] }],
    'GET /internal/review-products': [{ kind: 'service', callers: ['social'] }],
    'GET /internal/imported-products': [{ kind: 'service', callers: ['social'] }],
    'POST /internal/review-summaries': [{ kind: 'service', callers: ['social'] }],
    'GET /internal/rated-products': [{ kind: 'service', callers: ['social'] }],
    'POST /internal/catalog-imports': [{ kind: 'service', callers: ['operator'] }],
    'GET /internal/route-table': [{ kind: 'service', callers: ['operator'] }],
    'POST /internal/page-html': [{ kind: 'service', callers: ['gateway'] }],
  });
  const elsewhere = routes.filter((route) => !isInternal(route) && route.access.some((access) => access.kind === 'service'));
  expect(elsewhere.map(nameOf)).toEqual([]);
});

test('the catalog, its pages and its images are open to anyone', () => {
  const open = appRoutes().filter((route) => !isInternal(route));
  expect(open.filter((route) => route.access[0]?.kind !== 'anyone').map(nameOf)).toEqual(['GET /health']);
  expect(open.find((route) => nameOf(route) === 'GET /health')?.access).toEqual([{ kind: 'withoutIdentity' }]);
  expect(open.map(nameOf)).toEqual(
    expect.arrayContaining(['GET /health', 'GET /^\\/page(\\/.*)?$/', 'GET /images/products/:variantCode/:index', 'GET /images/banners/:name', 'GET /images/videos/:id']),
  );
});

test('every route that reads a query declares it with accepts', () => {
  // The routes that take no query at all; every other one names what it reads (the fuzzer generates from it).
  const withoutQuery = [
    'GET /health',
    'GET /mainmenu',
    'GET /api/mainmenu',
    'GET /api/catalog/brands',
    'GET /api/catalog/brands/:code',
    'POST /internal/stock-levels',
    'POST /internal/review-summaries',
    'POST /internal/page-html',
    'GET /api/catalog/variants/:code',
    'GET /api/catalog/campaigns/:code',
    'GET /api/catalog/certificates/:code',
    'GET /api/search/top-searches',
    'GET /internal/route-table',
    'GET /remote/routes.json',
    'GET /api/stores/:id',
    ...['price-history', 'recommendations', 'gwp-offers', 'videos', 'competitor-lowest-prices'].map((part) => `GET /api/catalog/variants/:code/${part}`),
  ];
  const routes = appRoutes();
  const undeclared = routes.filter((route) => !route.inputs.some((input) => input.query) && !withoutQuery.includes(nameOf(route))).map(nameOf);
  expect(undeclared).toEqual([]);
  expect(routes.filter((route) => route.method === 'POST' && !route.inputs.some((input) => input.body)).map(nameOf)).toEqual(['POST /internal/catalog-imports']);
});
