import { appShell } from '@storefront/platform';
import { aCart } from './test-cart';
import { aMember, aTestEnvironment, eventsOf, givenAppShell, settle } from './test-environment';
import { logout, shopperStorageKeys } from './logout';

describe('logout', () => {
  test('a member: POST /dologout, app state reset, local cache cleared, other tabs told, then the start page', async () => {
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
    expect(test.removedKeys).toEqual([...shopperStorageKeys]);
    expect(test.removedKeys).toContain('customerinfo');
    expect(loggedOut).toEqual([{}]);
    expect(test.visited).toEqual(['/']);
    // A member's cart stays on the server for their next visit.
    expect(test.sentTo('/cart/deletecart')).toEqual([]);
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

  test('a visitor has no session: the cart is deleted instead', async () => {
    givenAppShell({ cart: aCart() });
    const test = aTestEnvironment();
    const done = logout(test.environment);
    await settle();
    expect(test.requests.map((sent) => [sent.method, sent.url])).toEqual([['POST', '/cart/deletecart']]);
    test.last('/cart/deletecart').answer(null);
    await done;
    expect(test.removedKeys).toEqual([...shopperStorageKeys]);
    expect(test.visited).toEqual(['/']);
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
