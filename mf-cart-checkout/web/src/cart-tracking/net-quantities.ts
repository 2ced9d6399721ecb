import type { EventMap } from '@storefront/platform';

export type CartTracking = EventMap['tracking:cart'];

/**
 * Net quantities per product decide add or remove. `deltas` are quantity changes in the order they
 * happened; a product whose changes cancel out is left out. Products keep the order they were first changed in.
 */
export function netQuantities(deltas: Iterable<readonly [code: string, delta: number]>): CartTracking {
  const net = new Map<string, number>();
  for (const [code, delta] of deltas) net.set(code, (net.get(code) ?? 0) + delta);
  const added: CartTracking['added'] = [];
  const removed: CartTracking['removed'] = [];
  for (const [code, quantity] of net) {
    if (quantity > 0) added.push({ code, quantity });
    else if (quantity < 0) removed.push({ code, quantity: -quantity });
  }
  return { added, removed };
}
