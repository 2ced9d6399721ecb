import type { AppShellData } from '@storefront/platform';
import { accountPaths } from '../http/account-calls';
import type { AccountEnvironment } from '../environment/account-environment';

/**
 * After a login or registration: the app shell data of the new session, 'account:logged-in' for the
 * other tabs and for a request waiting on the login, then the page again: the return address when there is one,
 * otherwise the same page, reloaded so every part shows the member's view.
 */
export async function finishLogin(environment: AccountEnvironment, redirectToAfterLogin: string | null): Promise<void> {
  let userId = '';
  try {
    const { data } = await environment.http.get<AppShellData>(accountPaths.appShellData);
    environment.appShell.set(data);
    userId = data.currentUser.id ?? '';
  } catch (error) {
    // The reload below fetches it anyway.
    console.warn('App shell data could not be loaded after the login', error);
  }
  environment.bus.emit('account:logged-in', { userId });
  if (redirectToAfterLogin) environment.assign(redirectToAfterLogin);
  else environment.reload();
}
