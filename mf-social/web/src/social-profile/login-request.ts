import { useCallback } from 'react';
import { useAppShellData } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';

export interface LoginRequest {
  /** Writing is offered: not on a store device, where the parts are read-only. */
  canWrite: boolean;
  isLoggedIn: boolean;
  /** Runs `act` for a member; a visitor is asked to log in (the account box opens with `loginMessage`). */
  requestLogin(act: () => void, loginMessage: string): void;
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * The login what needs no social profile goes through (a like, a helpful mark): for a member it runs at once, a
 * visitor is asked to log in and comes back here. The write gate (write-gate.tsx) adds the social profile.
 */
export function useLoginRequest(): LoginRequest {
  const { bus } = useSocialEnvironment();
  const data = useAppShellData();
  const isLoggedIn = data?.currentUser.isLoggedIn === true;
  const canWrite = data !== null && !data.isStoreDevice;
  const requestLogin = useCallback(
    (act: () => void, loginMessage: string) => {
      if (isLoggedIn) act();
      else bus.emit('account:login-required', { returnUrl: currentUrl(), message: loginMessage });
    },
    [bus, isLoggedIn],
  );
  return { canWrite, isLoggedIn, requestLogin };
}
