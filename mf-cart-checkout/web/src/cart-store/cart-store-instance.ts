import { appShell, bus, http } from '@storefront/platform';
import { createCartStore } from './cart-store';

/** The page's one cart: the mini cart and the cart page are modules of one remote and share it. */
export const cartStore = createCartStore({ http, bus, appShell });
