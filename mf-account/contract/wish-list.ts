import type { PageBase, WishListItem } from '@storefront/platform';
import { productCode } from '@storefront/platform/server';
import { z } from 'zod';

/*
 * Team Account's wish-list calls and page (the wish-list item itself is the platform's: the app shell data carries it).
 * Each request is written once, as the zod schema the server checks it with, and its type derived from it; web/ takes
 * only the types (`import type`), so zod stays out of the browser.
 */

/** POST /accountwishlist/add and /remove. Logged out → 401 { message: 'Add item to wishlist requires login' }. */
export const wishListChangeRequest = z.object({
  code: productCode(),
  location: z.string().max(200).optional(),
});

export type WishListChangeRequest = z.infer<typeof wishListChangeRequest>;

export interface WishListAddResponse {
  addedItems: WishListItem[];
  exponeaEvents: unknown[];
}

export interface WishListRemoveResponse {
  exponeaEvents: unknown[];
}

/** `/wishlist` */
export interface AccountWishListPageViewModel extends PageBase {
  componentName: 'AccountWishListPageViewModel';
  items: WishListItem[];
  maxItemsInWishList: number;
}
