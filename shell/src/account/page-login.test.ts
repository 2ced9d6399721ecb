import { BehaviorSubject } from 'rxjs';
import { initialPageLoadState, type PageLoadState } from '../page-loading/page-load-state';
import { openLoginForPagesThatNeedIt } from './page-login';

test('a page answering 401 opens the box once, with the page to return to', () => {
  const state$ = new BehaviorSubject<PageLoadState>(initialPageLoadState());
  const emit = jest.fn();
  openLoginForPagesThatNeedIt(state$, { emit });
  const failure = { url: '/my-pages/orders?page=2', status: 401, hadCachedPage: false };
  state$.next({ ...state$.getValue(), loadFailure: failure });
  state$.next({ ...state$.getValue(), isLoading: false });
  expect(emit.mock.calls).toEqual([['account:login-required', { returnUrl: '/my-pages/orders?page=2', reason: 'page' }]]);
  // Retry fails the same way: a new failure, a new request.
  state$.next({ ...state$.getValue(), loadFailure: { ...failure } });
  expect(emit).toHaveBeenCalledTimes(2);
});

test('other failures are left to the page area', () => {
  const state$ = new BehaviorSubject<PageLoadState>(initialPageLoadState());
  const emit = jest.fn();
  openLoginForPagesThatNeedIt(state$, { emit });
  state$.next({ ...state$.getValue(), loadFailure: { url: '/x', status: 500, hadCachedPage: false } });
  state$.next({ ...state$.getValue(), loadFailure: { url: '/x', status: 403, hadCachedPage: false } });
  expect(emit).not.toHaveBeenCalled();
});
