import { createContext, useContext } from 'react';
import { appShell, bus, http, type AppShellStore, type Bus, type HttpClient } from '@storefront/platform';

/** What team Account's browser code uses of the page and the browser; tests bring their own. */
export interface AccountEnvironment {
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
  appShell: AppShellStore;
  /** The shop's local storage (cleared at logout). */
  storage: Pick<Storage, 'removeItem'>;
  /** A full page load of the current address (after a login or registration). */
  reload(): void;
  /** A full page load of another address (after a logout, or a login with a place to return to). */
  assign(url: string): void;
}

const noStorage: Pick<Storage, 'removeItem'> = { removeItem: () => undefined };

function localStorageOrNothing(): Pick<Storage, 'removeItem'> {
  try {
    return typeof window === 'undefined' ? noStorage : window.localStorage;
  } catch {
    // Blocked storage (private mode, cookie settings) throws on access: nothing to clear then.
    return noStorage;
  }
}

export function browserAccountEnvironment(): AccountEnvironment {
  return {
    http,
    bus,
    appShell,
    storage: {
      removeItem: (key) => {
        try {
          localStorageOrNothing().removeItem(key);
        } catch {
          // Storage errors never stop a logout.
        }
      },
    },
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
  };
}

let browserEnvironment: AccountEnvironment | null = null;

/** The page's environment, made on first use. */
export const defaultAccountEnvironment = (): AccountEnvironment => (browserEnvironment ??= browserAccountEnvironment());

export const AccountEnvironmentContext = createContext<AccountEnvironment | null>(null);

export const useAccountEnvironment = (): AccountEnvironment => useContext(AccountEnvironmentContext) ?? defaultAccountEnvironment();
