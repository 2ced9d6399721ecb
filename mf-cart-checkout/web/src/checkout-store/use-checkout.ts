import { createContext, useContext } from 'react';
import { useObservable } from '@storefront/platform';
import type { CheckoutStore, CheckoutStoreState } from './checkout-store';

/** The checkout page's store, for its sections. */
export const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

export function useCheckoutStore(): CheckoutStore {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('useCheckoutStore needs the checkout page around it');
  return store;
}

export function useCheckout(): CheckoutStoreState {
  const store = useCheckoutStore();
  return useObservable(store.state$, store.getState());
}
