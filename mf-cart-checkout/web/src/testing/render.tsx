// Renders a part of the cart remote with its own cart store, driven by a fake http client and a test bus.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { createCartStore } from '../cart-store/cart-store';
import { aTestBus, fakeHttp } from './fixtures';
import { CartStoreContext } from '../use-cart';

export function renderWithCart(ui: ReactElement) {
  const { http, requests, updates, fetches, couponCodeRequests } = fakeHttp();
  const { bus, fromOtherTab } = aTestBus();
  let id = 0;
  const store = createCartStore({ http, bus, appShell, newChangeId: () => `change-${(id += 1)}`, loadAttempts: 1 });
  const view = render(<CartStoreContext.Provider value={store}>{ui}</CartStoreContext.Provider>);
  return { ...view, store, bus, fromOtherTab, requests, updates, fetches, couponCodeRequests };
}
