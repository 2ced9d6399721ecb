import type { PendingChange } from '@storefront/platform';
import { netQuantities, type CartTracking } from './net-quantities';

/** Cart tracking is sent after 2 s of quiet. */
export const cartTrackingQuietMs = 2000;

export interface CartTrackingBatch {
  /** An accepted change: each code's quantity from `previousQuantity` to `newQuantity`. */
  record(items: PendingChange['items']): void;
  /** Sends what is waiting now (the page is going away). */
  flush(): void;
  dispose(): void;
}

/** Collects accepted cart changes and sends their net quantities once no change has come for `quietMs`. */
export function createCartTrackingBatch(send: (tracking: CartTracking) => void, quietMs = cartTrackingQuietMs): CartTrackingBatch {
  let deltas: [string, number][] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const tracking = netQuantities(deltas);
    deltas = [];
    if (tracking.added.length > 0 || tracking.removed.length > 0) send(tracking);
  }

  return {
    record(items) {
      for (const [code, { previousQuantity, newQuantity }] of Object.entries(items)) {
        deltas.push([code, newQuantity - previousQuantity]);
      }
      clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    },
    flush,
    dispose() {
      clearTimeout(timer);
      deltas = [];
    },
  };
}
