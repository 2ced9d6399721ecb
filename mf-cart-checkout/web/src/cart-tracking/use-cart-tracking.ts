import { useEffect } from 'react';
import { bus } from '@storefront/platform';
import type { CartStore } from '../cart-store/cart-store';
import { startCartTracking } from './start-cart-tracking';

/** Cart tracking for as long as the component lives: the always-mounted mini cart runs it, once per page. */
export function useCartTracking(store: CartStore): void {
  useEffect(() => startCartTracking(store, bus), [store]);
}
