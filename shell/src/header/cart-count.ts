import { useEffect, useState } from 'react';
import { bus, useAppShellData } from '@storefront/platform';

/** Items in the cart as app shell data tells (team Checkout owns the cart's shape; only quantities are read). */
export function cartItemCount(cart: unknown): number {
  const items = (cart as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return 0;
  return items.reduce<number>((sum, item) => {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    return sum + (typeof quantity === 'number' && quantity > 0 ? quantity : 0);
  }, 0);
}

/** The mini cart count: app shell data, then every 'cart:changed' (also from other tabs). */
export function useCartCount(): number {
  const cart = useAppShellData()?.cart;
  const [count, setCount] = useState(() => cartItemCount(cart));
  useEffect(() => setCount(cartItemCount(cart)), [cart]);
  useEffect(() => {
    const subscription = bus.on('cart:changed').subscribe(({ payload }) => setCount(payload.itemCount));
    return () => subscription.unsubscribe();
  }, []);
  return count;
}
