import type { WishListItem } from '@storefront/platform';

/** The product's own name (the brand is shown beside it). */
export const nameOf = (item: WishListItem): string => item.entryName || item.title || item.code;
