import { createContext, useContext } from 'react';
import { useStoreState } from '../stores/use-store-state';
import type { WishListState, WishListStore } from './wish-list-store';
import { wishListStore } from './wish-list-store-instance';

/** The page's wish-list store; tests provide their own. */
export const WishListStoreContext = createContext<WishListStore>(wishListStore);

export const useWishListStore = (): WishListStore => useContext(WishListStoreContext);

/** The wish list's state; the store follows app shell data and other tabs while a component using it is mounted. */
export function useWishList(): WishListState {
  return useStoreState(useWishListStore());
}
