// Renders a checkout page with a test environment: a fake http client the test answers, a test bus, a memory storage.
import { StrictMode, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import type { EventMap } from '@storefront/platform';
import { aTestBus, settle } from './fixtures';
import { aMemoryStorage, fakeCheckoutHttp } from './checkout-fixtures';
import { CheckoutEnvironmentContext, type CheckoutEnvironment } from '../checkout-store/checkout-environment';

export function aTestCheckoutEnvironment(overrides: Partial<CheckoutEnvironment> = {}) {
  const http = fakeCheckoutHttp();
  const { bus } = aTestBus();
  const storage = aMemoryStorage();
  const navigations: EventMap['page:navigate-request'][] = [];
  bus.on('page:navigate-request').subscribe(({ payload }) => navigations.push(payload));
  const environment: CheckoutEnvironment = {
    http: http.http,
    bus,
    storage,
    submitForm: jest.fn(),
    assignLocation: jest.fn(),
    shareCart: jest.fn(),
    resetCart: jest.fn(),
    dataLayer: () => undefined,
    batchDelayMs: 0,
    retryDelaysMs: [0, 0, 0],
    ...overrides,
  };
  return { environment, http, bus, storage, navigations };
}

/** Renders in StrictMode (effects run twice on mount, as in development), with the test environment. */
export function renderInCheckout(ui: ReactElement, context = aTestCheckoutEnvironment()) {
  const view = render(
    <StrictMode>
      <CheckoutEnvironmentContext.Provider value={context.environment}>{ui}</CheckoutEnvironmentContext.Provider>
    </StrictMode>,
  );
  return { ...view, ...context };
}

/** Lets answers arrive, zero-delay timers run and React render what came of them. */
export const flush = () =>
  act(async () => {
    await settle();
    await settle();
  });
