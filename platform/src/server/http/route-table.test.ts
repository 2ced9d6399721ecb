import express, { Router } from 'express';
import { z } from 'zod';
import { allow } from './access';
import { accepts } from './accepts';
import { listRoutes, samplePath } from './route-table';

const orderInput = accepts({ params: z.object({ orderNumber: z.string() }) });

function teamApp() {
  const app = express();
  const orders = Router();
  orders.use(['/api/my/orders', '/page/my-pages/orders'], allow.members);
  orders.get('/api/my/orders', (_req, res) => void res.end());
  orders.get('/api/my/orders/:orderNumber', orderInput, (_req, res) => void res.end());
  orders.get('/page/my-pages/orders', (_req, res) => void res.end());
  app.use(orders);
  app.get(['/cart', '/api/cart'], allow.anyone, (_req, res) => void res.end());
  app.post('/internal/carts/merge', allow.services('account'), (_req, res) => void res.end());
  const admin = Router();
  admin.use(allow.admins);
  admin.route('/customers').get((_req, res) => void res.end()).post((_req, res) => void res.end());
  app.use('/api/admin/account', admin);
  app.get(/^\/page(\/.*)?$/, allow.anyone, (_req, res) => void res.end());
  app.get('/unguarded', (_req, res) => void res.end());
  return app;
}

test('every route with its method, full path, access and input, in the order the router tries them', () => {
  const routes = listRoutes(teamApp()).map(({ method, path, access, inputs }) => ({
    route: `${method} ${String(path)}`,
    access: access.map((entry) => entry.kind),
    inputs: inputs.map((input) => Object.keys(input)),
  }));
  expect(routes).toEqual([
    { route: 'GET /api/my/orders', access: ['member'], inputs: [] },
    { route: 'GET /api/my/orders/:orderNumber', access: ['member'], inputs: [['params']] },
    { route: 'GET /page/my-pages/orders', access: ['member'], inputs: [] },
    { route: 'GET /cart', access: ['anyone'], inputs: [] },
    { route: 'GET /api/cart', access: ['anyone'], inputs: [] },
    { route: 'POST /internal/carts/merge', access: ['service'], inputs: [] },
    { route: 'GET /api/admin/account/customers', access: ['role'], inputs: [] },
    { route: 'POST /api/admin/account/customers', access: ['role'], inputs: [] },
    { route: 'GET /^\\/page(\\/.*)?$/', access: ['anyone'], inputs: [] },
    { route: 'GET /unguarded', access: [], inputs: [] },
  ]);
});

test('a guard mounted on a prefix does not reach routes outside it', () => {
  const app = express();
  app.use('/api/my', allow.members);
  app.get('/api/myself', (_req, res) => void res.end());
  app.get('/api/my/profile', (_req, res) => void res.end());
  expect(listRoutes(app).map((route) => route.access.length)).toEqual([0, 1]);
});

test('sample paths fill each parameter with its name', () => {
  expect(samplePath('/api/my/orders/:orderNumber/return{/:kind}')).toBe('/api/my/orders/orderNumber/return/kind');
  expect(samplePath('/remotes/:team/*rest')).toBe('/remotes/team/rest');
  expect(samplePath(/^\/page/)).toBeNull();
});

test('the described route table carries each input as JSON Schema and a RegExp path as its source', async () => {
  const { describeRoutes } = await import('./route-table-route');
  const described = describeRoutes(teamApp());
  expect(described[1]).toEqual({
    method: 'GET',
    path: '/api/my/orders/:orderNumber',
    access: [{ kind: 'member' }],
    input: { params: expect.objectContaining({ type: 'object', properties: { orderNumber: { type: 'string' } } }) },
  });
  expect(described.find((route) => typeof route.path !== 'string')?.path).toEqual({ regexp: '^\\/page(\\/.*)?$' });
});
