import { filter, type Subscription } from 'rxjs';
import type { Bus, HttpClient } from '@storefront/platform';
import type { KeyValueStorage } from '../browser-storage/safe-storage';
import { checkoutStorageKeys } from '../checkout-store/checkout-memory';

export interface ForgetShopperOptions {
  bus: Pick<Bus, 'on'>;
  http: Pick<HttpClient, 'post'>;
  storage: Pick<KeyValueStorage, 'removeItem'>;
}

/** A visitor's cart is ended by this call: the next person at a shared screen starts with an empty one. */
export const deleteCartPath = '/cart/deletecart';

const ignore = () => undefined;

/**
 * Checkout's part of a logout, whichever team's button started it: what the last checkout remembered on this device
 * (customer info, payment and shipping method) goes, and when a visitor leaves, their cart goes too. A member's cart
 * stays on the server for their next visit. The cart is deleted before Account loads the start page (`waitUntil`), so
 * that page shows it empty.
 */
export function forgetShopperAtLogout({ bus, http, storage }: ForgetShopperOptions): Subscription {
  return bus
    .on('account:logged-out')
    // The tab where the shopper left does the work; local storage is the same for every tab.
    .pipe(filter((event) => !event.fromOtherTab))
    .subscribe((event) => {
      for (const key of Object.values(checkoutStorageKeys)) storage.removeItem(key);
      if (!event.payload.wasLoggedIn) event.waitUntil?.(http.post(deleteCartPath).catch(ignore));
    });
}
