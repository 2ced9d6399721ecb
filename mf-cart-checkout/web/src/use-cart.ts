import { createContext, useContext, useEffect } from 'react';
import { useObservable } from '@storefront/platform';
import type { CartState, CartStore } from './cart-store/cart-store';
import { cartStore } from './cart-store/cart-store-instance';

/** The page's cart store; tests provide their own. */
export const CartStoreContext = createContext<CartStore>(cartStore);

export const useCartStore = (): CartStore => useContext(CartStoreContext);

/** The cart's state; the store listens to the bus while a component using it is mounted. */
export function useCart(): CartState {
  const store = useCartStore();
  useEffect(() => store.connect(), [store]);
  return useObservable(store.state$, store.getState());
}
