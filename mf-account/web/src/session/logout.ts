import type { AppShellData } from '@storefront/platform';
import { endSession } from '../http/account-calls';
import { defaultAccountEnvironment, type AccountEnvironment } from '../environment/account-environment';
import { safeReturnUrl } from './return-url';

/**
 * How long the start page waits for the other teams to forget the shopper (Checkout deletes a visitor's cart): past it
 * the shopper leaves anyway.
 */
export const forgetShopperTimeoutMs = 3_000;

function anonymous(data: AppShellData): AppShellData {
  return {
    ...data,
    currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
    cart: null,
    wishList: [],
    notifications: [],
    unreadNotificationCount: 0,
    isSubscribedToBoth: false,
  };
}

/**
 * Logout: end the session (the stop-impersonation variant while an administrator acts as a customer),
 * reset the app state, announce `account:logged-out` (each team forgets what it keeps of the shopper at this browser:
 * Checkout its remembered details and, when nobody was logged in, the cart; other tabs reload), and go to the start
 * page with a full reload (which reloads the app shell data). Never rejects: the shopper leaves anyway.
 */
export async function logout(environment: AccountEnvironment = defaultAccountEnvironment()): Promise<void> {
  const { http, appShell, bus } = environment;
  const data = appShell.get();
  const user = data?.currentUser;
  let destination = '/';
  const wasLoggedIn = user?.isLoggedIn === true;
  if (wasLoggedIn) {
    try {
      const answer = await endSession(http, user.isImpersonating);
      // After an impersonation the server may send the administrator back to where they came from.
      destination = (user.isImpersonating && safeReturnUrl(answer?.redirectUrl)) || '/';
    } catch (error) {
      console.warn('Logout did not reach the server', error);
    }
  }
  if (data) appShell.set(anonymous(data));
  await bus.emitAndWait('account:logged-out', { wasLoggedIn }, forgetShopperTimeoutMs);
  environment.assign(destination);
}
