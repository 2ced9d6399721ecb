import express from 'express';
import { allow } from '../../http/access';
import { gatewayRoutesSchema } from '../../gateway-routes/gateway-routes';
import { listRoutes } from '../../http/route-table';
import { gatewayCoverageProblems } from './gateway-coverage';

function teamApp() {
  const app = express();
  app.get('/health', allow.withoutIdentity, (_req, res) => void res.end());
  app.get('/api/my/orders/:orderNumber', allow.members, (_req, res) => void res.end());
  app.post('/cart/update', allow.anyone, (_req, res) => void res.end());
  app.post('/internal/carts/merge', allow.services('account'), (_req, res) => void res.end());
  app.get('/page/my-pages/orders', allow.members, (_req, res) => void res.end());
  app.get('/remote/routes.json', allow.anyone, (_req, res) => void res.end());
  return app;
}

const declared = (api: string[], pages: string[]) => gatewayRoutesSchema.parse({ api, pages });

describe('a team’s routes held against what it declares to the gateway', () => {
  it('agree when every call and page a browser may reach is declared, and every declaration is answered', () => {
    expect(gatewayCoverageProblems(listRoutes(teamApp()), declared(['/api/my/orders*', '/cart/update'], ['/my-pages/*']))).toEqual([]);
  });

  it('name a call or page the gateway would never send, and a declaration nothing answers', () => {
    expect(gatewayCoverageProblems(listRoutes(teamApp()), declared(['/api/my/orders*', '/cart/delete'], ['/my-pages/*', '/club']))).toEqual([
      'POST /cart/update is no call the team declares to the gateway',
      'the declared call /cart/delete is answered by no route',
      'the declared page /club is answered by no page route',
    ]);
  });

  it('count a page route of a RegExp as answering the declared pages it matches', () => {
    const app = express();
    app.get(/^\/page(\/.*)?$/, allow.anyone, (_req, res) => void res.end());
    expect(gatewayCoverageProblems(listRoutes(app), declared([], ['/', '/c/*', '/p/{code}']))).toEqual([]);
  });
});
