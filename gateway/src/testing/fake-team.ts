import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { finished } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { verifyIdentity, type GatewayRoutesDeclaration } from '@storefront/platform/server';

export interface FakeTeamRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The body, once read. */
  body?: string;
}

/**
 * The routes the fake team declares (its routes.json): the catalog's kind of calls and pages. It also claims
 * `/internal/*`, as no real team may: the gateway refuses those paths before it asks its route table.
 */
export const fakeTeamRoutes: GatewayRoutesDeclaration = {
  api: ['/mainmenu', '/api/mainmenu', '/api/catalog/*', '/api/search/*', '/api/stores*', '/images/*', '/searchsuggestions', '/internal/*'],
  pages: ['/', '/c/*', '/p/*', '/brands*', '/search*'],
  unclaimedPages: true,
};

/** Checkout's kind of routes, for a fake team in its place: the cart, and the test bank's form posts without a token. */
export const fakeCheckoutRoutes: GatewayRoutesDeclaration = {
  api: ['/cart', '/cart/*', '/payment-provider/*'],
  pages: ['/basket', '/checkout'],
  csrfExempt: ['/payment-provider/*'],
};

export interface FakeTeam {
  url: string;
  requests: FakeTeamRequest[];
  /** When true, every call but /health hangs without an answer. */
  hang: boolean;
  healthy: boolean;
  /** Which start of the team its health answer says; change it to play a restart. */
  instance: string;
  close(): Promise<void>;
}

export const testIdentitySecret = 'gateway-test-secret';

/** The browser texts the fake team publishes (its texts.json). */
export const fakeTeamTexts = {
  'sv-SE': { '/Catalog/FakeHeading': 'Smink för alla' },
  'en-US': { '/Catalog/FakeHeading': 'Makeup for everyone' },
};

export const fakePages: Record<string, { status: number; body: Record<string, unknown> }> = {
  '/page/c/makeup': {
    status: 200,
    body: {
      componentName: 'CategoryViewModel',
      url: '/c/makeup',
      meta: {
        title: 'Makeup </script><script>alert(1)</script> $& deals',
        description: 'All "makeup" & more',
        robots: 'index,follow',
        elements: [{ property: 'og:title', content: 'Makeup' }],
      },
      canonicalUrl: '/c/makeup',
      jsonLd: [{ '@type': 'BreadcrumbList', name: '</script><script>alert(2)</script>' }],
      currentTheme: 'default',
      fallback: {
        headings: [{ level: 1, text: 'Makeup <b>bold</b>' }],
        paragraphs: ['Lips & eyes'],
        links: [
          { href: '/c/makeup/lips', text: 'Lips' },
          { href: 'javascript:alert(3)', text: 'Evil' },
        ],
      },
    },
  },
};

const notFoundPage = {
  componentName: 'PageNotFoundViewModel',
  url: '',
  meta: { title: 'Page not found', robots: 'noindex' },
  currentTheme: 'default',
  fallback: { headings: [{ level: 1, text: 'Page not found' }], paragraphs: [], links: [{ href: '/', text: 'Start' }] },
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Reads a request's body to its end, as a team server's JSON parser does before the handler answers. */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  await finished(req);
  return Buffer.concat(chunks).toString('utf8');
}

/** Social's kind of page routes, for a fake team that has nothing at `/gone/*` (404 without a page, as for an unknown profile). */
export const fakeSocialRoutes: GatewayRoutesDeclaration = { api: [], pages: ['/gone/*'] };

/** A page of `/gone/*` only members may see: answered 401 without a page. */
export const fakeMembersOnlyPage = '/gone/members-only';

/** A page the fake team answers but cannot render on the server. */
export const fakeUnrenderablePage = '/c/lipstick';

/**
 * A team server in miniature: reads the body, then checks and echoes the identity it receives, answers pages,
 * federation, texts and health.
 */
export async function startFakeTeam({ routes = fakeTeamRoutes }: { routes?: GatewayRoutesDeclaration } = {}): Promise<FakeTeam> {
  const requests: FakeTeamRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const team: FakeTeam = { url: '', requests, hang: false, healthy: true, instance: 'first-start', close: async () => {} };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://team.invalid');
    if (url.pathname === '/health') return sendJson(res, team.healthy ? 200 : 503, { status: team.healthy ? 'ok' : 'down', instance: team.instance });
    const seen: FakeTeamRequest = { method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers };
    requests.push(seen);
    if (team.hang) return;
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      return; // the gateway gave up on this request
    }
    seen.body = body;
    const identity = verifyIdentity(req.headers['x-storefront-identity'] as string | undefined, testIdentitySecret);
    if (!identity) return sendJson(res, 401, { error: { code: 'unauthenticated', message: 'No valid identity' } });

    if (url.pathname === '/cart') {
      // Enough of a cart for app shell data: whose it is shows that the gateway asked with the shopper's identity.
      return sendJson(res, 200, { cartId: `cart-of-${identity.visitorId}`, items: [{ code: '100001', quantity: 2 }] });
    }
    if (url.pathname === '/internal/page-html') {
      // The page's first HTML, for the gateway only (its service identity), as a team's server bundle renders it.
      if (identity.service !== 'gateway') return sendJson(res, 401, { error: { code: 'service_only', message: 'Gateway only' } });
      const { page } = JSON.parse(body) as { page: { componentName: string; url: string } };
      if (page.url === fakeUnrenderablePage) return sendJson(res, 500, { error: { code: 'internal', message: 'The page could not be rendered' } });
      return sendJson(res, 200, { html: `<h1>${page.componentName} at ${page.url}</h1>`, stylesheets: ['page.0123.css'], scripts: ['remoteEntry.js', 'page.0123.js'] });
    }
    if (url.pathname === '/mainmenu') {
      return sendJson(res, 200, { items: [{ name: 'Smink', url: '/c/makeup', ticket: 'menu:makeup', children: [] }], pages: [] });
    }
    if (url.pathname === '/remote/federation.json') {
      return sendJson(res, 200, {
        components: { CategoryViewModel: './CategoryPage', PageNotFoundViewModel: './NotFoundPage' },
        slots: { 'header:quick-search': './QuickSearch' },
      });
    }
    if (url.pathname === '/remote/texts.json') return sendJson(res, 200, fakeTeamTexts);
    if (url.pathname === '/remote/routes.json') return sendJson(res, 200, routes);
    if (url.pathname.startsWith('/remote/')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(`/* remote file ${url.pathname} */`);
    }
    if (url.pathname.startsWith('/page')) {
      const page = fakePages[url.pathname];
      const withFallback = url.searchParams.get('_fallback') === '1';
      const strip = (body: Record<string, unknown>) => {
        const { fallback, ...rest } = body;
        return withFallback ? body : rest;
      };
      const actualUrl: Record<string, string> = url.pathname === '/page/c/old-makeup' ? { 'x-actual-url': '/c/makeup' } : {};
      if (page) return sendJson(res, page.status, strip(page.body));
      if (routes === fakeSocialRoutes && url.pathname === `/page${fakeMembersOnlyPage}`) return sendJson(res, 401, { error: { code: 'login_required', message: 'Log in first' } });
      if (routes === fakeSocialRoutes) return sendJson(res, 404, { error: { code: 'not_found', message: 'Nothing here' } });
      if (url.pathname === '/page/c/gzipped') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', etag: '"team-etag"' });
        return res.end(gzipSync(JSON.stringify(strip(fakePages['/page/c/makeup']!.body))));
      }
      if (url.pathname === `/page${fakeUnrenderablePage}`) return sendJson(res, 200, strip({ ...fakePages['/page/c/makeup']!.body, url: fakeUnrenderablePage }));
      if (url.pathname === '/page/c/old-makeup') return sendJson(res, 200, strip(fakePages['/page/c/makeup']!.body), actualUrl);
      return sendJson(res, 404, strip({ ...notFoundPage, url: url.pathname.slice('/page'.length) }));
    }
    sendJson(res, 200, { path: url.pathname, query: url.search, identity, requestId: req.headers['x-request-id'] ?? null });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  team.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  team.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return team;
}

/** An address nothing listens on: connections are refused at once (the platform's free local URL). */
export { freeLocalUrl as deadTeamUrl } from '@storefront/platform/server/testing';
