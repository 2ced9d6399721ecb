import { accountBoxReducer, initialAccountBoxState, type AccountBoxAction, type AccountBoxState } from './account-box-state';

const run = (...actions: AccountBoxAction[]): AccountBoxState => actions.reduce(accountBoxReducer, initialAccountBoxState);

test('starts closed on the login tab', () => {
  expect(initialAccountBoxState).toMatchObject({
    isOpen: false,
    currentTab: 'login',
    loginMode: 'login',
    redirectToAfterLogin: null,
    message: null,
  });
});

test('a login-required action opens the login tab with the generic message and keeps where to return', () => {
  expect(run({ type: 'select-tab', tab: 'register' }, { type: 'login-required', returnUrl: '/wishlist', autofocus: true })).toEqual({
    isOpen: true,
    currentTab: 'login',
    loginMode: 'login',
    redirectToAfterLogin: '/wishlist',
    message: { phrase: '/AccountBox/LoginRequired' },
    enableAutofocus: true,
  });
});

test('a page that needs a login says so; a given message wins', () => {
  expect(run({ type: 'login-required', returnUrl: '/my-pages', reason: 'page', autofocus: false }).message).toEqual({
    phrase: '/AccountBox/LoginRequiredForPage',
  });
  expect(run({ type: 'login-required', message: 'Add item to wishlist requires login', autofocus: true }).message).toEqual({
    text: 'Add item to wishlist requires login',
  });
});

test('a return address to another site is ignored', () => {
  expect(run({ type: 'login-required', returnUrl: 'https://evil.example/', autofocus: true }).redirectToAfterLogin).toBeNull();
  expect(run({ type: 'return-url', returnUrl: '//evil.example' }).redirectToAfterLogin).toBeNull();
  expect(run({ type: 'return-url', returnUrl: '/club' })).toMatchObject({ isOpen: false, redirectToAfterLogin: '/club' });
});

test('opening on a tab, optionally on the forgotten-password form', () => {
  expect(run({ type: 'open', tab: 'register', autofocus: true })).toMatchObject({ isOpen: true, currentTab: 'register', message: null });
  expect(run({ type: 'open', tab: 'login', mode: 'forgot-password', autofocus: true })).toMatchObject({
    currentTab: 'login',
    loginMode: 'forgot-password',
  });
});

test('closing forgets the message, the return address and the forgotten-password form', () => {
  const state = run(
    { type: 'login-required', returnUrl: '/my-pages', autofocus: true },
    { type: 'set-login-mode', mode: 'forgot-password' },
    { type: 'close' },
  );
  expect(state).toEqual({ ...initialAccountBoxState });
});
