import { createContext, useContext } from 'react';
import { useObservable } from '@storefront/platform';
import type { ProductSocialState, ProductSocialStore } from './product-social-store';

/** The store of the product whose sections these are. */
export const ProductSocialContext = createContext<ProductSocialStore | null>(null);

export function useProductSocialStore(): ProductSocialStore {
  const store = useContext(ProductSocialContext);
  if (!store) throw new Error('useProductSocialStore needs a ProductSocialContext');
  return store;
}

export function useProductSocial(): ProductSocialState {
  const store = useProductSocialStore();
  return useObservable(store.state$, store.getState());
}
