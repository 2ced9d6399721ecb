import request from 'supertest';
import type { AccountAppShellPart, ResolvedSession } from '@storefront/platform';
import { startFakeTeam } from '../testing/fake-team';
import { dataScript, gatewayWithFakeAccount, testGateway } from '../testing/gateway-harness';

const store = gatewayWithFakeAccount();

const member: ResolvedSession = { userId: 'm-1', email: 'member@example.com', impersonatorId: null, impersonatorEmail: null, roles: [] };
const memberToken = 'member-session-token-0123456789abcdefghijklm';
const memberPart: AccountAppShellPart = {
  currentUser: { id: 'm-1', isLoggedIn: true, isImpersonating: false, email: 'member@example.com' },
  wishList: [
    {
      code: '100001',
      title: 'Lipstick',
      image: null,
      url: '/p/lipstick',
      brandName: 'Brand',
      entryName: 'Lipstick',
      notAvailableInMarket: false,
    },
  ],
  notifications: [],
  unreadNotificationCount: 12,
  isSubscribedToBoth: true,
};

beforeAll(() => {
  store.account.sessions.set(memberToken, member);
  store.account.appShellParts.set('m-1', memberPart);
});
afterEach(() => {
  store.account.internalDelayMs = 0;
});

/** Team Account's part as it is for a visitor (and what stands in for it when Account cannot be asked). */
const visitorPart: AccountAppShellPart = {
  currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
  wishList: [],
  notifications: [],
  unreadNotificationCount: 0,
  isSubscribedToBoth: false,
};

const accountPartOf = (data: Record<string, unknown>) => ({
  currentUser: data.currentUser,
  wishList: data.wishList,
  notifications: data.notifications,
  unreadNotificationCount: data.unreadNotificationCount,
  isSubscribedToBoth: data.isSubscribedToBoth,
});

describe('team Account’s part of app shell data', () => {
  it('is asked with the member’s identity for full and partial app shell data', async () => {
    const full = await request(store.gateway.app).get('/appshell/data').set('Cookie', `session=${memberToken}`);
    expect(accountPartOf(full.body)).toEqual(memberPart);
    expect(full.body.languagePhrases).toBeDefined();
    expect(store.account.callsTo('/internal/app-shell').at(-1)?.identity).toMatchObject({ userId: 'm-1' });

    const partial = await request(store.gateway.app).get('/partialupdateappshelldata').set('Cookie', `session=${memberToken}`);
    expect(accountPartOf(partial.body)).toEqual(memberPart);
  });

  it('reaches the page with its app shell data and the HTML document', async () => {
    const page = await request(store.gateway.app).get('/c/makeup?_asd=1').set('Accept', 'application/json').set('Cookie', `session=${memberToken}`);
    expect(page.body.appShellData.unreadNotificationCount).toBe(12);
    const html = await request(store.gateway.app).get('/c/makeup').set('Accept', 'text/html').set('Cookie', `session=${memberToken}`);
    expect(dataScript(html.text, 'app-shell-data')).toMatchObject({ currentUser: { id: 'm-1', isLoggedIn: true }, isSubscribedToBoth: true });
  });

  it('is a visitor’s without asking Account when the request has no session', async () => {
    const calls = store.account.callsTo('/internal/app-shell').length;
    const response = await request(store.gateway.app).get('/appshell/data');
    expect(accountPartOf(response.body)).toEqual(visitorPart);
    // A session cookie Account does not know is no session either.
    await request(store.gateway.app).get('/appshell/data').set('Cookie', 'session=unknown-session-token-0123456789abcdefghij');
    expect(store.account.callsTo('/internal/app-shell')).toHaveLength(calls);
  });

  it('waits at most its limit: then the member stays logged in, with empty lists', async () => {
    // The session answer is cached by this call, so only the app shell part is slowed down below.
    const session = await request(store.gateway.app).get('/api/catalog/who').set('Cookie', `session=${memberToken}`);
    expect(session.body.identity.userId).toBe('m-1');
    store.account.internalDelayMs = 2_000;
    const started = Date.now();
    const response = await request(store.gateway.app).get('/appshell/data').set('Cookie', `session=${memberToken}`);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.body.currentUser).toEqual({ id: 'm-1', isLoggedIn: true, isImpersonating: false, email: 'member@example.com', isAdmin: false });
    expect(response.body).toMatchObject({ wishList: [], notifications: [], unreadNotificationCount: 0, isSubscribedToBoth: false });
  });

  it('is asked alongside the cart, not after it', async () => {
    const cartTeam = await startFakeTeam();
    const gateway = testGateway(store.team.url, store.shell.path, {
      teamUrls: { catalog: store.team.url, 'cart-checkout': cartTeam.url, account: store.account.url, social: 'http://127.0.0.1:9' },
    });
    try {
      // The member's session is resolved (and cached) first: only the app shell part is slowed down below.
      await request(gateway.app).get('/api/catalog/who').set('Cookie', `session=${memberToken}`);
      cartTeam.hang = true; // the cart is left out after its 500 ms
      store.account.internalDelayMs = 400;
      const started = Date.now();
      const response = await request(gateway.app).get('/partialupdateappshelldata').set('Cookie', `session=${memberToken}`);
      expect(response.body.cart).toBeNull();
      expect(response.body.currentUser.isLoggedIn).toBe(true);
      expect(Date.now() - started).toBeLessThan(850);
    } finally {
      await cartTeam.close();
    }
  });

  it('falls back to a visitor’s defaults when Account is dead', async () => {
    const dead = testGateway(store.team.url, store.shell.path);
    const started = Date.now();
    const response = await request(dead.app).get('/appshell/data').set('Cookie', `session=${memberToken}`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(accountPartOf(response.body)).toEqual(visitorPart);
  });

  it('while impersonating, without Account’s part, still says so', async () => {
    const token = 'impersonating-session-token-0123456789abcdef';
    store.account.sessions.set(token, { userId: 'm-2', email: 'customer@example.com', impersonatorId: 'a-1', impersonatorEmail: 'admin@example.com', roles: ['admin'] });
    await request(store.gateway.app).get('/api/catalog/who').set('Cookie', `session=${token}`);
    store.account.internalDelayMs = 2_000;
    const response = await request(store.gateway.app).get('/partialupdateappshelldata').set('Cookie', `session=${token}`);
    expect(response.body.currentUser).toEqual({
      id: 'm-2',
      isLoggedIn: true,
      isImpersonating: true,
      email: 'customer@example.com',
      impersonatorEmail: 'admin@example.com',
      isAdmin: true,
    });
  });
});
