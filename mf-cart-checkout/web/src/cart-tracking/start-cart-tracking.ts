import type { Bus } from '@storefront/platform';
import type { CartStore } from '../cart-store/cart-store';
import { createCartTrackingBatch } from './cart-tracking-batch';
import type { CartTracking } from './net-quantities';

/** The analytics queue a tag manager reads, when the page has one. */
export interface DataLayerHolder {
  dataLayer?: unknown;
}

/** GA4-style ecommerce entries for a tag manager: one for what was added, one for what was removed. */
export function dataLayerEntries({ added, removed }: CartTracking): Record<string, unknown>[] {
  const items = (lines: CartTracking['added']) => lines.map(({ code, quantity }) => ({ item_id: code, quantity }));
  return [
    ...(added.length > 0 ? [{ event: 'add_to_cart', ecommerce: { items: items(added) } }] : []),
    ...(removed.length > 0 ? [{ event: 'remove_from_cart', ecommerce: { items: items(removed) } }] : []),
  ];
}

/**
 * Tracks this tab's accepted cart changes (other tabs track their own): batched, then sent as 'tracking:cart' on
 * the bus and pushed to `window.dataLayer` when it exists. Returns the stop function, which sends what is waiting.
 */
export function startCartTracking(
  store: Pick<CartStore, 'actions$'>,
  bus: Pick<Bus, 'emit'>,
  page: DataLayerHolder | undefined = typeof window === 'undefined' ? undefined : (window as DataLayerHolder),
): () => void {
  const batch = createCartTrackingBatch((tracking) => {
    bus.emit('tracking:cart', tracking);
    const dataLayer = page?.dataLayer;
    if (Array.isArray(dataLayer)) dataLayer.push(...dataLayerEntries(tracking));
  });
  const subscription = store.actions$.subscribe((action) => {
    if (action.type === 'updated') batch.record(action.items);
  });
  return () => {
    subscription.unsubscribe();
    batch.flush();
    batch.dispose();
  };
}
