import { useEffect, useRef } from 'react';
import { appShell, bus } from '@storefront/platform';
import type { CartStore } from '../cart-store/cart-store';
import { maxQuantityFor } from '../cart-store/quantity-rules';
import { applyCartLinks, hasCartLinkParameters } from './apply-cart-links';

/** One navigation: the address, and the key the shell's history gives each entry (a new one even for the same address). */
const currentNavigation = () => `${window.location.href}#${String((window.history.state as { key?: unknown } | null)?.key)}`;

/**
 * Reads ScriptIntoCart and coupon_code from the address once per navigation: when the mini cart mounts, and after
 * each 'page:navigated'.
 */
export function useCartLinks(store: CartStore): void {
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const check = () => {
      const navigation = currentNavigation();
      if (navigation === handled.current) return;
      handled.current = navigation;
      if (!hasCartLinkParameters(window.location.href)) return;
      void applyCartLinks({
        store,
        bus,
        location: window.location,
        history: window.history,
        maxQuantity: maxQuantityFor(undefined, appShell.get()?.siteSettings.maxBuyableQuantityPerArticle),
      });
    };
    check();
    const subscription = bus.on('page:navigated').subscribe(check);
    return () => subscription.unsubscribe();
  }, [store]);
}
