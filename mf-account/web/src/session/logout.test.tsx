import { appShell } from '@storefront/platform';
import { aCart } from '../testing/cart';
import { aMember, aTestEnvironment, eventsOf, givenAppShell, settle } from '../testing/environment';
import { forgetShopperTimeoutMs, logout } from './logout';

describe('logout', () => {
  test('a member: POST /dologout, app state reset, the teams and other tabs told, then the start page', async () => {
    givenAppShell({ currentUser: aMember(), unreadNotificationCount: 3, isSubscribedToBoth: true, cart: aCart() });
    const test = aTestEnvironment();
    const loggedOut = eventsOf(test.environment.bus, 'account:logged-out');
    const done = logout(test.environment);
    await settle();
    expect(test.requests.map((sent) => [sent.method, sent.url])).toEqual([['POST', '/dologout']]);
    expect(test.visited).toEqual([]);
    test.last('/dologout').answer({ success: true, redirectUrl: '/' });
    await done;

    expect(appShell.get()?.currentUser).toEqual({ id: null, isLoggedIn: false, isImpersonating: false });
    expect(appShell.get()?.unreadNotificationCount).toBe(0);
    expect(appShell.get()?.isSubscribedToBoth).toBe(false);
    expect(appShell.get()?.cart).toBeNull();
    expect(loggedOut).toEqual([{ wasLoggedIn: true }]);
    expect(test.visited).toEqual(['/']);
    // Account asks nothing of another team's server: Checkout hears the event and does its own part.
    expect(test.requests.map((sent) => sent.url)).toEqual(['/dologout']);
  });

  test('while impersonating it stops the impersonation and may go back to the administrator\'s page', async () => {
    givenAppShell({ currentUser: aMember({ isImpersonating: true, impersonatorEmail: 'admin@example.com' }) });
    const test = aTestEnvironment();
    const done = logout(test.environment);
    await settle();
    test.last('/dologout/stopimpersonation').answer({ success: true, redirectUrl: '/admin/customers' });
    await done;
    expect(test.sentTo('/dologout')).toEqual([]);
    expect(test.visited).toEqual(['/admin/customers']);
  });

  test.each(['https://evil.example/', '/.//evil.example/phish', '/\\evil.example', '/%2f%2fevil.example'])(
    'never follows a redirect to another site (%p)',
    async (redirectUrl) => {
      givenAppShell({ currentUser: aMember({ isImpersonating: true }) });
      const test = aTestEnvironment();
      const done = logout(test.environment);
      await settle();
      test.last('/dologout/stopimpersonation').answer({ success: true, redirectUrl });
      await done;
      expect(test.visited).toEqual(['/']);
    },
  );

  test('a visitor has no session to end: the teams hear that nobody was logged in', async () => {
    givenAppShell({ cart: aCart() });
    const test = aTestEnvironment();
    const loggedOut = eventsOf(test.environment.bus, 'account:logged-out');
    await logout(test.environment);
    expect(test.requests).toEqual([]);
    expect(loggedOut).toEqual([{ wasLoggedIn: false }]);
    expect(test.visited).toEqual(['/']);
  });

  test('the start page waits for the work the teams take on at the logout, and for a hung one no longer than the limit', async () => {
    jest.useFakeTimers();
    try {
      givenAppShell({ cart: aCart() });
      const test = aTestEnvironment();
      let finishCartDeletion = () => undefined as void;
      test.environment.bus.on('account:logged-out').subscribe((event) => {
        event.waitUntil?.(new Promise<void>((resolve) => (finishCartDeletion = resolve)));
      });
      const done = logout(test.environment);
      await jest.advanceTimersByTimeAsync(100);
      expect(test.visited).toEqual([]);
      finishCartDeletion();
      await done;
      expect(test.visited).toEqual(['/']);

      const hung = aTestEnvironment();
      hung.environment.bus.on('account:logged-out').subscribe((event) => event.waitUntil?.(new Promise(() => undefined)));
      const leaving = logout(hung.environment);
      await jest.advanceTimersByTimeAsync(forgetShopperTimeoutMs - 1);
      expect(hung.visited).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await leaving;
      expect(hung.visited).toEqual(['/']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('leaves for the start page even when the server cannot be reached', async () => {
    givenAppShell({ currentUser: aMember() });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const test = aTestEnvironment();
    const done = logout(test.environment);
    await settle();
    test.last('/dologout').fail(new Error('offline'));
    await expect(done).resolves.toBeUndefined();
    expect(test.visited).toEqual(['/']);
    warn.mockRestore();
  });
});
