import type { WishListItem } from '@storefront/platform';

/** A change shown at once and sent in turn; dropping it (the server refused) puts the list back. */
export type PendingWishListChange = { id: number; kind: 'add'; item: WishListItem } | { id: number; kind: 'remove'; code: string };

/** An add appends its item (once); a remove filters by code. */
export function applyChange(items: readonly WishListItem[], change: PendingWishListChange): WishListItem[] {
  if (change.kind === 'remove') return items.filter((item) => item.code !== change.code);
  return items.some((item) => item.code === change.item.code) ? [...items] : [...items, change.item];
}

export const applyPendingChanges = (items: readonly WishListItem[], changes: readonly PendingWishListChange[]): WishListItem[] =>
  changes.reduce<WishListItem[]>(applyChange, [...items]);
