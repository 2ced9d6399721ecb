// Test helpers for team Account's browser code: app shell data in place, an http client whose requests the test
// answers, a bus whose other tabs the test plays, and an environment that records reloads and page changes instead of
// doing them.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { aMember, aTestBus, anHttpError, eventsOf, fakeHttp, givenAppShellFrom, type FakeRequest } from '@storefront/platform/testing';
import { AccountEnvironmentContext, type AccountEnvironment } from '../environment/account-environment';
import { anAppShellData } from './app-shell-data';

export { anAppShellData };

/** Puts app shell data in place as the shell would. */
export const givenAppShell = givenAppShellFrom(anAppShellData);


export { aMember, aTestBus, anHttpError, eventsOf, fakeHttp, type FakeRequest };

export function aTestEnvironment(overrides: Partial<AccountEnvironment> = {}) {
  const fake = fakeHttp();
  const visited: string[] = [];
  let reloads = 0;
  const environment: AccountEnvironment = {
    http: fake.http,
    bus: aTestBus().bus,
    appShell,
    reload: () => {
      reloads += 1;
    },
    assign: (url) => void visited.push(url),
    ...overrides,
  };
  return { environment, ...fake, visited, reloads: () => reloads };
}

/** Renders team Account's UI with a test environment. */
export function renderWithAccount(ui: ReactElement, overrides: Partial<AccountEnvironment> = {}) {
  const test = aTestEnvironment(overrides);
  const view = render(<AccountEnvironmentContext.Provider value={test.environment}>{ui}</AccountEnvironmentContext.Provider>);
  return { ...view, ...test, bus: test.environment.bus };
}

/** Lets promise callbacks and zero-delay timers run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
