import { createContext, useContext } from 'react';
import { bus, http, type Bus, type Cart, type HttpClient } from '@storefront/platform';
import { browserStorage, type KeyValueStorage } from '../browser-storage/safe-storage';
import { cartStore } from '../cart-store/cart-store-instance';
import { itemCountOf } from '../cart-store/item-count';
import { submitPaymentForm, type PaymentPostData } from '../payment/payment-form';

/** What the checkout, await and confirmation pages use of the browser and the rest of the page; tests bring their own. */
export interface CheckoutEnvironment {
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
  storage: KeyValueStorage;
  submitForm(postData: PaymentPostData, encoding?: string): void;
  /** Leaves for another page outside the shell (the payment provider's). */
  assignLocation(url: string): void;
  /** A cart the checkout got from the server: the mini cart shows it, other tabs hear of a new count. */
  shareCart(cart: Cart): void;
  /** The order is placed and the server's cart is gone: the mini cart and other tabs follow. */
  resetCart(): void;
  /** The tag manager's data layer, when the page has one. */
  dataLayer(): { push(entry: unknown): unknown } | undefined;
  /** Update batching and retry waits (tests make them 0). */
  batchDelayMs?: number;
  retryDelaysMs?: readonly number[];
}

const ignore = () => undefined;

export function browserCheckoutEnvironment(): CheckoutEnvironment {
  return {
    http,
    bus,
    storage: browserStorage(),
    submitForm: (postData, encoding) => submitPaymentForm(postData, encoding),
    assignLocation: (url) => window.location.assign(url),
    shareCart(cart) {
      const before = itemCountOf(cartStore.getState().cart);
      cartStore.receiveCart(cart);
      const after = itemCountOf(cart);
      if (after !== before) bus.emit('cart:changed', { itemCount: after });
    },
    resetCart() {
      // This tab's cart store only refetches for other tabs' 'cart:changed', so it is asked directly.
      bus.emit('cart:changed', { itemCount: 0 });
      cartStore.load().catch(ignore);
    },
    dataLayer: () => (window as { dataLayer?: { push(entry: unknown): unknown } }).dataLayer,
  };
}

let browserEnvironment: CheckoutEnvironment | null = null;
const lazyBrowserEnvironment = (): CheckoutEnvironment => (browserEnvironment ??= browserCheckoutEnvironment());

export const CheckoutEnvironmentContext = createContext<CheckoutEnvironment | null>(null);

export const useCheckoutEnvironment = (): CheckoutEnvironment => useContext(CheckoutEnvironmentContext) ?? lazyBrowserEnvironment();
