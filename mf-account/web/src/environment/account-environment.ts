import { createContext, useContext } from 'react';
import { appShell, bus, http, type AppShellStore, type Bus, type HttpClient } from '@storefront/platform';

/** What team Account's browser code uses of the page and the browser; tests bring their own. */
export interface AccountEnvironment {
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
  appShell: AppShellStore;
  /** A full page load of the current address (after a login or registration). */
  reload(): void;
  /** A full page load of another address (after a logout, or a login with a place to return to). */
  assign(url: string): void;
}

export function browserAccountEnvironment(): AccountEnvironment {
  return {
    http,
    bus,
    appShell,
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
  };
}

let browserEnvironment: AccountEnvironment | null = null;

/** The page's environment, made on first use. */
export const defaultAccountEnvironment = (): AccountEnvironment => (browserEnvironment ??= browserAccountEnvironment());

export const AccountEnvironmentContext = createContext<AccountEnvironment | null>(null);

export const useAccountEnvironment = (): AccountEnvironment => useContext(AccountEnvironmentContext) ?? defaultAccountEnvironment();
