import { appShell, bus, http } from '@storefront/platform';
import { createWishListStore } from './wish-list-store';

/** The page's one wish list: the heart button, the product page toggle and the wish-list page are one remote's modules. */
export const wishListStore = createWishListStore({ http, bus, appShell });
