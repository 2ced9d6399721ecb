import { appShell, bus, http } from '@storefront/platform';
import { browserStorage } from '../browser-storage/safe-storage';
import { forgetShopperAtLogout } from '../logout/forget-shopper-at-logout';
import { createCartStore } from './cart-store';

/** The page's one cart: the mini cart and the cart page are modules of one remote and share it. */
export const cartStore = createCartStore({ http, bus, appShell });

// Every page module of this remote and its header fragment import this file, so whichever of them the page has, a
// logout in this tab finds Checkout listening. Once per page, and only in the browser.
if (typeof window !== 'undefined') forgetShopperAtLogout({ bus, http, storage: browserStorage() });
