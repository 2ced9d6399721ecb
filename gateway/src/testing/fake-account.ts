import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import type { AccountAppShellPart, ResolvedSession } from '@storefront/platform';
import { verifyIdentity, type GatewayRoutesDeclaration, type Identity } from '@storefront/platform/server';
import { testIdentitySecret } from './fake-team';

/** Team Account's kind of routes, as the fake declares them: its monitors inside the catalog's paths, its mail viewer. */
export const fakeAccountRoutes: GatewayRoutesDeclaration = {
  api: [
    '/dologin',
    '/dologout*',
    '/newslettersignup/*',
    '/accountwishlist/*',
    '/api/my/profile*',
    '/api/catalog/variants/monitored',
    '/api/catalog/variants/{code}/monitor',
    '/api/catalog/variants/{code}/stop-monitoring',
    '/api/admin/account/*',
    '/mailbox/*',
  ],
  pages: ['/my-pages', '/my-pages/*', '/wishlist', '/notifications', '/forgot-password', '/club'],
  developmentAids: ['/mailbox/*'],
};

export interface FakeAccountRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  identity: Identity | null;
}

export interface FakeAccount {
  url: string;
  requests: FakeAccountRequest[];
  /** Session token → who it belongs to; tokens not here are answered 404. */
  sessions: Map<string, ResolvedSession>;
  /** Member id → their app shell part; members not here get one made from their session. */
  appShellParts: Map<string, AccountAppShellPart>;
  /** Impersonation records taken. */
  impersonationActions: unknown[];
  /** The next this many impersonation records are answered 503 (Account busy). */
  refuseImpersonationActions: number;
  /** What `/dologin` sets as the new session cookie. */
  nextLoginToken: string;
  /** Milliseconds every /internal answer waits; a very long one makes Account "hang". */
  internalDelayMs: number;
  close(): Promise<void>;
  /** The requests that reached a path, e.g. '/internal/sessions/resolve'. */
  callsTo(path: string): FakeAccountRequest[];
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function partFor(identity: Identity, account: FakeAccount): AccountAppShellPart {
  const session = [...account.sessions.values()].find((candidate) => candidate.userId === identity.userId);
  return (
    (identity.userId ? account.appShellParts.get(identity.userId) : undefined) ?? {
      currentUser: identity.userId
        ? { id: identity.userId, isLoggedIn: true, isImpersonating: Boolean(identity.impersonatorId), email: session?.email }
        : { id: null, isLoggedIn: false, isImpersonating: false },
      wishList: [],
      notifications: [],
      unreadNotificationCount: identity.userId ? 3 : 0,
      isSubscribedToBoth: false,
    }
  );
}

/**
 * Team Account in miniature, on its contract with the gateway: session lookups, its app shell part and impersonation
 * records (for the gateway's service identity only), login and logout cookies, a member page that needs a login, the
 * mail viewer's HTML and the newsletter link.
 */
export async function startFakeAccount(): Promise<FakeAccount> {
  const sockets = new Set<Socket>();
  const account: FakeAccount = {
    url: '',
    requests: [],
    sessions: new Map(),
    appShellParts: new Map(),
    impersonationActions: [],
    refuseImpersonationActions: 0,
    nextLoginToken: 'new-session-token-0123456789abcdefghijklmnopq',
    internalDelayMs: 0,
    close: async () => {},
    callsTo: (path) => account.requests.filter((call) => new URL(call.url, 'http://account.invalid').pathname === path),
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://account.invalid');
    if (url.pathname === '/health') return sendJson(res, 200, { status: 'ok' });
    const body = await readJson(req);
    const identity = verifyIdentity(req.headers['x-storefront-identity'] as string | undefined, testIdentitySecret);
    account.requests.push({ method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers, body, identity });
    if (!identity) return sendJson(res, 401, { error: { code: 'unauthenticated', message: 'No valid identity' } });
    if (url.pathname.startsWith('/internal/')) {
      // As Account's `allow.services('gateway')`: only the gateway calling for itself, never a browser's identity.
      if (!identity.service) return sendJson(res, 401, { error: { code: 'service_only', message: 'Only the store’s own services may call this.' } });
      if (identity.service !== 'gateway') return sendJson(res, 403, { error: { code: 'service_not_allowed', message: `The ${identity.service} service may not call this.` } });
      if (account.internalDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, account.internalDelayMs));
        if (res.destroyed) return;
      }
    }

    switch (url.pathname) {
      case '/internal/sessions/resolve': {
        const session = account.sessions.get(String((body as { token?: unknown } | undefined)?.token));
        return session ? sendJson(res, 200, session) : sendJson(res, 404, { error: { code: 'not_found', message: 'No such session' } });
      }
      case '/internal/app-shell':
        return sendJson(res, 200, partFor(identity, account));
      case '/internal/impersonation-actions':
        if (account.refuseImpersonationActions > 0) {
          account.refuseImpersonationActions--;
          return sendJson(res, 503, { error: { code: 'busy', message: 'Try again' } });
        }
        account.impersonationActions.push(body);
        return sendJson(res, 201, { recorded: true });
      // As Account, the answers that change a session say so (x-session-changed).
      case '/dologin':
        return sendJson(res, 200, { success: true, needsV2Token: false }, {
          'set-cookie': `session=${account.nextLoginToken}; Path=/; HttpOnly; SameSite=Lax`,
          'x-session-changed': '1',
        });
      case '/dologout':
      case '/dologout/stopimpersonation':
        return sendJson(res, 200, { success: true, redirectUrl: '/' }, {
          'set-cookie': 'session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
          'x-session-changed': '1',
        });
      case '/remote/routes.json':
        return sendJson(res, 200, fakeAccountRoutes);
      case '/remote/federation.json':
        return sendJson(res, 200, { components: { MyPagesStartPageViewModel: './MyPagesStartPage' }, slots: { 'header:account-button': './AccountButton' } });
      case '/page/my-pages':
        if (!identity.userId) return sendJson(res, 401, { error: { code: 'login_required', message: 'Log in to see my pages' } });
        return sendJson(res, 200, { componentName: 'MyPagesStartPageViewModel', url: '/my-pages', meta: { title: 'My pages' }, currentTheme: 'default' });
      case '/newslettersignup/confirm':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><title>Subscribed</title><p>You are subscribed.</p>');
      default:
        break;
    }
    if (url.pathname === '/mailbox' || url.pathname.startsWith('/mailbox/')) {
      // As Account's `allow.adminsUnseen`: for anyone but an administrator the viewer does not exist.
      if (!identity.roles?.includes('admin')) return sendJson(res, 404, { error: { code: 'not_found', message: 'Not found' } });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
      return res.end(`<!doctype html><title>Mailbox</title><h1>Mail at ${url.pathname}</h1>`);
    }
    // Any other answer says the session changed when the test asks it to (?sessionChanged=1).
    const changed: Record<string, string> = url.searchParams.get('sessionChanged') === '1' ? { 'x-session-changed': '1' } : {};
    sendJson(res, 200, { path: url.pathname, method: req.method, identity, body: body ?? null }, changed);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  account.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  account.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return account;
}
