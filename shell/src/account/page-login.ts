import type { Observable, Subscription } from 'rxjs';
import type { Bus } from '@storefront/platform';
import type { PageLoadState } from '../page-loading/page-load-state';

/**
 * A page load that fails with 401 opens the account box on the login tab, saying the page needs a
 * login, with the page's address to return to.
 */
export function openLoginForPagesThatNeedIt(state$: Observable<PageLoadState>, bus: Pick<Bus, 'emit'>): Subscription {
  let handled: PageLoadState['loadFailure'] = null;
  return state$.subscribe(({ loadFailure }) => {
    if (!loadFailure || loadFailure === handled || loadFailure.status !== 401) return;
    handled = loadFailure;
    bus.emit('account:login-required', { returnUrl: loadFailure.url, reason: 'page' });
  });
}
