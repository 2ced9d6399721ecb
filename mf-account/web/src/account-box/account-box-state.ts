import { safeReturnUrl } from '../session/return-url';

export type AccountBoxTab = 'login' | 'register';
export type LoginMode = 'login' | 'forgot-password';

/** A text for the top of the box: a phrase of ours, or a message someone else gave (already translated). */
export type BoxMessage = { phrase: string } | { text: string };

/** The account box's state (isNestedModal is not needed: the box never opens inside another dialog). */
export interface AccountBoxState {
  isOpen: boolean;
  currentTab: AccountBoxTab;
  loginMode: LoginMode;
  /** Where to go after a login; null reloads the page instead. */
  redirectToAfterLogin: string | null;
  message: BoxMessage | null;
  /** Focus goes to the first field on opening (not on touch screens, where it would pop the keyboard up). */
  enableAutofocus: boolean;
}

export type AccountBoxAction =
  | { type: 'login-required'; returnUrl?: string | null; message?: string; reason?: 'page'; autofocus: boolean }
  | { type: 'open'; tab: AccountBoxTab; mode?: LoginMode; message?: BoxMessage; autofocus: boolean }
  | { type: 'return-url'; returnUrl: string | null }
  | { type: 'select-tab'; tab: AccountBoxTab }
  | { type: 'set-login-mode'; mode: LoginMode }
  | { type: 'close' };

export const initialAccountBoxState: AccountBoxState = {
  isOpen: false,
  currentTab: 'login',
  loginMode: 'login',
  redirectToAfterLogin: null,
  message: null,
  enableAutofocus: true,
};

export function accountBoxReducer(state: AccountBoxState, action: AccountBoxAction): AccountBoxState {
  switch (action.type) {
    case 'login-required': {
      const message: BoxMessage = action.message?.trim()
        ? { text: action.message }
        : { phrase: action.reason === 'page' ? '/AccountBox/LoginRequiredForPage' : '/AccountBox/LoginRequired' };
      return {
        ...state,
        isOpen: true,
        currentTab: 'login',
        loginMode: 'login',
        message,
        redirectToAfterLogin: safeReturnUrl(action.returnUrl) ?? state.redirectToAfterLogin,
        enableAutofocus: action.autofocus,
      };
    }
    case 'open':
      return {
        ...state,
        isOpen: true,
        currentTab: action.tab,
        loginMode: action.tab === 'login' ? (action.mode ?? 'login') : state.loginMode,
        message: action.message ?? (state.isOpen ? state.message : null),
        enableAutofocus: action.autofocus,
      };
    case 'return-url':
      return { ...state, redirectToAfterLogin: safeReturnUrl(action.returnUrl) ?? state.redirectToAfterLogin };
    case 'select-tab':
      return { ...state, currentTab: action.tab };
    case 'set-login-mode':
      return { ...state, loginMode: action.mode };
    case 'close':
      // What the box was opened for ends with it: a later plain opening neither shows the message nor redirects.
      return { ...initialAccountBoxState, currentTab: state.currentTab };
  }
}
