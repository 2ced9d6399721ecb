import type { AppShellData } from '@storefront/platform';
import { accountPaths, endSession } from './account-calls';
import { defaultAccountEnvironment, type AccountEnvironment } from './account-environment';
import { safeReturnUrl } from './return-url';

/**
 * What the shop keeps in local storage about the shopper (spec 01 §3): the checkout's customer info and its chosen
 * payment and shipping methods. A logout leaves none of it for the next person at this browser.
 */
export const shopperStorageKeys = ['customerinfo', 'paymentmethod', 'shippingmethod'] as const;

const ignore = () => undefined;

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
 * Spec 01 §4.7 logout: end the session (the stop-impersonation variant while an administrator acts as a customer),
 * reset the app state, delete the cart when nobody was logged in, clear the local cache, tell the other tabs, and go
 * to the start page with a full reload (which reloads the app shell data). Never rejects: the shopper leaves anyway.
 */
export async function logout(environment: AccountEnvironment = defaultAccountEnvironment()): Promise<void> {
  const { http, appShell, storage, bus } = environment;
  const data = appShell.get();
  const user = data?.currentUser;
  let destination = '/';
  if (user?.isLoggedIn) {
    try {
      const answer = await endSession(http, user.isImpersonating);
      // After an impersonation the server may send the administrator back to where they came from.
      destination = (user.isImpersonating && safeReturnUrl(answer?.redirectUrl)) || '/';
    } catch (error) {
      console.warn('Logout did not reach the server', error);
    }
  } else {
    // A visitor has no session to end; their cart goes (an unattended shared screen, spec 01 §4.7).
    await http.post(accountPaths.deleteCart).catch(ignore);
  }
  if (data) appShell.set(anonymous(data));
  for (const key of shopperStorageKeys) storage.removeItem(key);
  bus.emit('account:logged-out', {});
  environment.assign(destination);
}
